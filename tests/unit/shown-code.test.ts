import { readFileSync } from 'node:fs'
import path from 'node:path'
import fg from 'fast-glob'
import { describe, expect, it } from 'vitest'
import { codeRegion, shownCode } from '@/lib/content/shown-code'

const root = path.resolve(__dirname, '..', '..')

describe('reading marked listings and regions', () => {
  const mdx = ['Some prose.', '', '{/* code: lib/explorables/x.ts#step */}', '', '```ts', 'const a = 1', '  return a', '```', 'More.'].join('\n')
  const source = ['export function f() {', '  // #region step', '  const a = 1', '    return a', '  // #endregion step', '}'].join('\n')

  it('finds the marker, its line and the fenced block after it', () => {
    expect(shownCode(mdx)).toEqual([{ line: 3, file: 'lib/explorables/x.ts', region: 'step', listing: 'const a = 1\n  return a' }])
  })
  it('dedents a region and matches the listing', () => {
    expect(codeRegion(source, 'step')).toBe('const a = 1\n  return a')
  })
  it('reports a marker with no listing, and a region that is not there', () => {
    expect(shownCode('{/* code: lib/x.ts#y */}\n\nprose')[0]!.listing).toBeUndefined()
    expect(codeRegion(source, 'other')).toBeUndefined()
  })
})

// Every listing a page marks as an explorable's code is that code, character for character.
const pages = fg.sync('content/**/*.mdx', { cwd: root }).sort()
const listings = pages.flatMap((page) => shownCode(readFileSync(path.join(root, page), 'utf8')).map((s) => ({ page, ...s })))

describe.runIf(listings.length > 0)('pages show the code their explorables run', () => {
  it.each(listings.map((l) => [`${l.page}:${l.line} ${l.file}#${l.region}`, l] as const))('%s', (_, l) => {
    expect(l.listing, 'a fenced code block follows the marker').toBeDefined()
    const region = codeRegion(readFileSync(path.join(root, l.file), 'utf8'), l.region)
    expect(region, `${l.file} has a region "${l.region}"`).toBeDefined()
    expect(l.listing!.trimEnd()).toBe(region)
  })
})
