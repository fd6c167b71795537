/**
 * Search in Arabic and Chinese over the real content: each language's documents (its translated pages in
 * full, every other public page by its translated title and topics), and the engine with the English index
 * as its fallback, as the dialog runs it.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { localizedField, localizedSubjects } from '@/lib/catalogue/translations'
import { catalogueEntries } from '@/lib/search/catalogue-items'
import { readSearchDocuments } from '@/lib/search/documents'
import { SearchEngine } from '@/lib/search/engine'
import { searchIndexFiles } from '@/lib/search/index-files'
import { flatItems } from '@/lib/search/results'
import { publicRoutes } from '@/lib/routes'

describe("a language's search documents", () => {
  it('English: the English pages only, none of the translations’ folders', () => {
    const routes = new Set(readSearchDocuments(process.cwd(), 'en').map((d) => d.route))
    expect([...routes].filter((r) => /^\/(ar|zh)(\/|$)/.test(r))).toEqual([])
    expect(routes.has('/mathematics/calculus')).toBe(true)
  }, 60_000)

  it.each(['ar', 'zh'] as const)('%s: every public page once, by its title in the language; translated pages in full, with the labels of the page', (locale) => {
    const docs = readSearchDocuments(process.cwd(), locale)
    const pages = docs.filter((d) => d.kind === 'page').map((d) => d.route)
    expect(pages.sort()).toEqual(publicRoutes.filter((r) => r !== '/').sort())
    const calculus = docs.filter((d) => d.route === '/mathematics/calculus')
    expect(calculus[0]).toMatchObject({ kind: 'page', name: localizedField('mathematics', 'calculus', locale)!.title })
    expect(calculus.filter((d) => d.kind === 'section').length).toBeGreaterThan(5)
    const tags = calculus.flatMap((d) => (d.tag ? [d.tag] : []))
    expect(tags.length).toBeGreaterThan(3)
    expect(tags.every((t) => !/^(Definition|Theorem|Example|Problem) /.test(t))).toBe(true)
    // A page not translated: its title, description and topics in the language, no text.
    const acoustics = docs.filter((d) => d.route === '/physics/acoustics')
    expect(acoustics).toHaveLength(1)
    expect(acoustics[0]!.keywords).toEqual(localizedField('physics', 'acoustics', locale)!.topics)
  })
})

describe('the engine in another language', () => {
  const engines = new Map<'ar' | 'zh-CN', SearchEngine>()
  beforeAll(() => {
    for (const [tag, locale] of [['ar', 'ar'], ['zh-CN', 'zh']] as const) {
      const files = new Map([...searchIndexFiles('en-US'), ...searchIndexFiles(tag)])
      const entries = catalogueEntries(localizedSubjects(locale), { link: (key) => key, subjectHint: (n) => String(n) })
      engines.set(tag, new SearchEngine(tag, async (path) => files.get(path) ?? Promise.reject(new Error(path)), entries))
    }
  }, 120_000)

  async function answer(tag: 'ar' | 'zh-CN', query: string) {
    const engine = engines.get(tag)!
    await engine.prepare(query)
    const result = engine.answer(query)
    expect(result.complete).toBe(true)
    return result
  }

  it('finds a translated section by a word of the language, and a field by its topic there', async () => {
    expect(flatItems((await answer('zh-CN', '导数')).groups)[0]?.href).toMatch(/^\/mathematics\/calculus#/)
    expect(flatItems((await answer('zh-CN', '特征值')).groups)[0]?.href).toMatch(/^\/mathematics\/linear-algebra/)
    const newton = flatItems((await answer('ar', 'نيوتن')).groups).map((i) => i.href)
    expect(newton.slice(0, 3)).toContain('/physics/classical-mechanics')
  })

  it('finds a field by its English name too', async () => {
    expect(flatItems((await answer('ar', 'linear algebra')).groups)[0]?.label).toBe(localizedField('mathematics', 'linear-algebra', 'ar')!.title)
  })

  it('falls back to the English pages it has not translated, in a group of their own, never to translated ones', async () => {
    const { groups } = await answer('zh-CN', 'Navier')
    const english = groups.find((g) => g.id === 'english')
    expect(english?.items.some((i) => i.href?.startsWith('/physics/fluid-dynamics'))).toBe(true)
    expect(english?.items.every((i) => i.lang === 'en')).toBe(true)
    const translated = new Set(readSearchDocuments(process.cwd(), 'zh').filter((d) => d.kind === 'section').map((d) => d.route))
    expect(english?.items.filter((i) => translated.has(i.href!.split('#')[0]!))).toEqual([])
  })
})
