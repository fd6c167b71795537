import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import fontverter from 'fontverter'
import { Blob, Face } from 'harfbuzzjs'
import temml from 'temml'
import { describe, expect, it } from 'vitest'
import { italicOf, mathCharacters, pageMathFont } from '@/lib/mdx/math-font.mjs'
import { MATH_FONT_URL, PAGE_FONT_PATH } from '@/lib/mdx/math-font-names.mjs'
import { DEFAULT_OPTIONS } from '@/lib/mdx/static-math.mjs'

const typeset = (tex: string) => temml.renderToString(tex, DEFAULT_OPTIONS)

async function faceOf(woff2: Buffer) {
  return new Face(new Blob(await fontverter.convert(woff2, 'sfnt')), 0)
}

/** A fake project root holding only the whole math font, so the test writes its cuts there. */
function fakeRoot() {
  const root = mkdtempSync(path.join(tmpdir(), 'noe-math-font-'))
  mkdirSync(path.dirname(path.join(root, 'public', MATH_FONT_URL)), { recursive: true })
  copyFileSync(path.join('public', MATH_FONT_URL), path.join(root, 'public', MATH_FONT_URL))
  return root
}

describe('the italic letters browsers draw for a one-letter <mi>', () => {
  it('follows MathML Core, exceptions included', () => {
    expect(italicOf('x')).toBe('𝑥')
    expect(italicOf('A')).toBe('𝐴')
    expect(italicOf('h')).toBe('ℎ')
    expect(italicOf('α')).toBe('𝛼')
    expect(italicOf('Γ')).toBe('𝛤')
    expect(italicOf('ϕ')).toBe('𝜙')
    expect(italicOf('∂')).toBe('𝜕')
    expect(italicOf('2')).toBeUndefined()
    expect(italicOf('+')).toBeUndefined()
  })
})

describe('the characters a page’s formulas show', () => {
  it('takes the text of the markup, decoded, and the italic form of each one-letter <mi>', () => {
    const chars = [...mathCharacters([typeset('E = mc^2'), typeset('a < b')])]
    for (const c of ['E', '=', 'm', 'c', '2', '<', '𝐸', '𝑚', '𝑐', '𝑎', '𝑏']) expect(chars).toContain(c)
    expect(chars).not.toContain('&')
    expect(chars).not.toContain(';')
  })

  it('leaves upright what Temml marks upright, and multi-letter names', () => {
    const chars = mathCharacters([typeset('\\mathrm{d}x + \\sin y')])
    expect(chars).toContain('d')
    expect(chars).not.toContain('𝑑')
    expect(chars).not.toContain('𝑠')
    expect(chars).toContain('𝑥')
    expect(chars).toContain('𝑦')
  })

  it('is sorted and has each character once', () => {
    const chars = [...mathCharacters([typeset('x + x + x'), typeset('x')])]
    expect(chars).toEqual([...new Set(chars)].sort())
  })
})

describe('a page’s cut of the math font', () => {
  it('holds exactly the characters asked for (those the font has), with the MATH table, in a fraction of the size', async () => {
    const root = fakeRoot()
    const chars = mathCharacters([typeset('\\left( \\sum_{k=1}^{n} k \\right)'), typeset('\\sqrt{\\frac{a}{b}}')])
    const url = await pageMathFont(chars, { root })
    expect(url).toMatch(new RegExp(`^${PAGE_FONT_PATH}/[0-9a-f]{16}\\.woff2$`))
    const cut = readFileSync(path.join(root, 'public', url))
    const whole = readFileSync(path.join(root, 'public', MATH_FONT_URL))
    expect(cut.subarray(0, 4).toString('latin1')).toBe('wOF2')
    expect(cut.length).toBeLessThan(whole.length / 4)
    const wholeCodes = new Set((await faceOf(whole)).collectUnicodes())
    const cutFace = await faceOf(cut)
    const expected = [...chars].map((c) => c.codePointAt(0)!).filter((c) => wholeCodes.has(c))
    expect([...cutFace.collectUnicodes()].sort()).toEqual(expect.arrayContaining(expected.sort()))
    expect(cutFace.collectUnicodes().length).toBeLessThanOrEqual(expected.length + 2)
    // The size variants and stretchy parts for ( ) ∑ √ come with their glyphs.
    expect(cutFace.referenceTable('MATH')?.length ?? 0).toBeGreaterThan(200)
  })

  it('is named by its characters: the same set gives the same file, written once; another set another file', async () => {
    const root = fakeRoot()
    const first = await pageMathFont('abc', { root })
    const file = path.join(root, 'public', first)
    const written = statSync(file).mtimeMs
    expect(await pageMathFont('abc', { root })).toBe(first)
    expect(statSync(file).mtimeMs).toBe(written)
    expect(await pageMathFont('abd', { root })).not.toBe(first)
    expect(readdirSync(path.dirname(file)).sort()).toHaveLength(2)
  })
})

describe('pruning an export', () => {
  it('removes the cuts no page names and keeps the rest', async () => {
    const { prunePageFonts } = await import('@/lib/mdx/math-font.mjs')
    const { writeFileSync } = await import('node:fs')
    const out = mkdtempSync(path.join(tmpdir(), 'noe-out-'))
    const dir = path.join(out, PAGE_FONT_PATH)
    mkdirSync(path.join(out, 'physics'), { recursive: true })
    mkdirSync(dir, { recursive: true })
    for (const name of ['aaaaaaaaaaaaaaaa', 'bbbbbbbbbbbbbbbb', 'cccccccccccccccc']) writeFileSync(path.join(dir, `${name}.woff2`), 'x')
    writeFileSync(path.join(out, 'index.html'), `<link href="${PAGE_FONT_PATH}/aaaaaaaaaaaaaaaa.woff2">`)
    writeFileSync(path.join(out, 'physics', 'optics.html'), `<style>src:url('${PAGE_FONT_PATH}/cccccccccccccccc.woff2')</style>`)
    expect(prunePageFonts(out)).toEqual(['bbbbbbbbbbbbbbbb.woff2'])
    expect(readdirSync(dir).sort()).toEqual(['aaaaaaaaaaaaaaaa.woff2', 'cccccccccccccccc.woff2'])
  })
})

describe('a cut removed while the process runs', () => {
  it('is made again on the next request', async () => {
    const { rmSync } = await import('node:fs')
    const root = fakeRoot()
    const url = await pageMathFont('xyz', { root })
    rmSync(path.join(root, 'public', url))
    expect(await pageMathFont('xyz', { root })).toBe(url)
    expect(readFileSync(path.join(root, 'public', url)).subarray(0, 4).toString('latin1')).toBe('wOF2')
  })
})

describe('the build cache of cuts', () => {
  it('keeps each cut, so a clean build with the cache copies it instead of cutting again', async () => {
    const { rmSync, writeFileSync } = await import('node:fs')
    const root = fakeRoot()
    const url = await pageMathFont('pqr', { root })
    const cached = path.join(root, 'node_modules', '.cache', 'noether', 'math-cuts', path.basename(url))
    expect(readFileSync(cached)).toEqual(readFileSync(path.join(root, 'public', url)))
    // A later process with the cache but a clean public/ (a new clone keeping node_modules): the kept bytes
    // are used as they are. A marker proves no new cut was made.
    writeFileSync(cached, 'kept')
    rmSync(path.join(root, 'public', url))
    expect(await pageMathFont('pqr', { root })).toBe(url)
    expect(readFileSync(path.join(root, 'public', url), 'utf8')).toBe('kept')
  })

  it('cuts several pages at once in the worker, each with its own characters', async () => {
    const root = fakeRoot()
    const sets = ['abc', 'xyz', '+−=', 'αβγ']
    const urls = await Promise.all(sets.map((chars) => pageMathFont(chars, { root })))
    expect(new Set(urls).size).toBe(sets.length)
    for (const [i, url] of urls.entries()) {
      const face = await faceOf(readFileSync(path.join(root, 'public', url)))
      const codes = face.collectUnicodes()
      for (const char of sets[i]!) expect(codes).toContain(char.codePointAt(0))
    }
  })
})
