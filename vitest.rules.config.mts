import path from 'node:path'
import { defineConfig } from 'vitest/config'

/** Security-rules tests: run against the Firestore emulator by `npm run test:rules`. */
export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/rules/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 20000,
    hookTimeout: 30000,
  },
})
