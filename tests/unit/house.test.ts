import { readFileSync } from 'node:fs'
import fg from 'fast-glob'
import { describe, expect, it } from 'vitest'

/** Conventions of the house (ARCHITECTURE.md, "Rooms") that a reader relies on when opening a file. */
describe('the house', () => {
  const components = fg.sync('components/**/*.tsx')
  const isClient = (file: string) => /^['"]use client['"]/.test(readFileSync(file, 'utf8'))

  it('names every client island *.client.tsx, and only client islands', () => {
    expect(components.filter((f) => isClient(f) !== f.endsWith('.client.tsx'))).toEqual([])
    expect(components.filter((f) => f.endsWith('.client.tsx')).length).toBeGreaterThan(0)
  })

  it('names component files in kebab-case', () => {
    expect(components.filter((f) => !/^components\/([a-z0-9-]+\/)*[a-z0-9-]+(\.client)?\.tsx$/.test(f))).toEqual([])
  })

  describe('lib/firebase is the only door to the Firebase SDK', () => {
    /** The Firebase modules a file names: imported, re-exported, required, or loaded with import(), types included. */
    const firebaseModules = (source: string) =>
      [...source.matchAll(/\b(?:from|import|require)\s*\(?\s*['"`]((?:@firebase|firebase)(?:\/[^'"`]*)?)['"`]/g)].map((m) => m[1])
    const code = '{app,components,lib}/**/*.{ts,tsx,js,jsx,mjs,cjs,mts,cts}'

    it('recognises every way of naming a module', () => {
      const source = [
        "import { signOut } from 'firebase/auth'",
        "import type { Firestore } from 'firebase/firestore'",
        "export { getApp } from 'firebase/app'",
        "import 'firebase'",
        "const auth = await import('firebase/auth')",
        'type Fs = typeof import("firebase/firestore")',
        "require('@firebase/rules-unit-testing')",
        "import { getDb } from '@/lib/firebase/client'",
        "const note = 'see lib/firebase/account.ts'",
        "import tools from 'firebase-tools'",
      ].join('\n')
      expect(firebaseModules(source)).toEqual(['firebase/auth', 'firebase/firestore', 'firebase/app', 'firebase', 'firebase/auth', 'firebase/firestore', '@firebase/rules-unit-testing'])
    })

    it('is the only place in app/, components/ and lib/ that names a Firebase module', () => {
      const files = fg.sync(code)
      const outside = files.filter((f) => !f.startsWith('lib/firebase/') && firebaseModules(readFileSync(f, 'utf8')).length > 0)
      expect(outside, 'these files reach the Firebase SDK directly; call a function of lib/firebase instead').toEqual([])
      expect(files.filter((f) => f.startsWith('lib/firebase/') && firebaseModules(readFileSync(f, 'utf8')).length > 0).length).toBeGreaterThan(0)
    })
  })
})
