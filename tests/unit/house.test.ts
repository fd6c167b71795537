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
})
