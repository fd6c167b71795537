import path from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

/**
 * Two projects:
 * - `unit`: unit and component tests (`npm run test:unit`, or plain `npx vitest run`).
 * - `rules`: the Firestore security rules against the emulator (`npm run test:rules`). It exists only when
 *   FIRESTORE_EMULATOR_HOST is set, as `firebase emulators:exec` does, so a plain `npx vitest run` never
 *   tries to reach an emulator that is not running.
 */
export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname) },
      // As in the build (lib/bundle/webpack.mjs): messages are compiled (lib/i18n/compile.ts), so use-intl
      // formats them with its format-only formatter. use-intl is inlined for the alias to reach its imports.
      { find: /^use-intl\/format-message$/, replacement: 'use-intl/format-message/format-only' },
    ],
  },
  test: {
    server: { deps: { inline: [/use-intl/] } },
    projects: [
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'unit',
          globals: true,
          include: ['tests/unit/**/*.test.ts', 'tests/components/**/*.test.tsx'],
          setupFiles: ['tests/setup.ts'],
          environment: 'node',
        },
      },
      ...(process.env.FIRESTORE_EMULATOR_HOST
        ? [
            {
              extends: true,
              test: {
                name: 'rules',
                include: ['tests/rules/**/*.test.ts'],
                environment: 'node',
                fileParallelism: false,
                testTimeout: 20000,
                hookTimeout: 30000,
              },
            },
          ]
        : []),
    ],
  },
})
