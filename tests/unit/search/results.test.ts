import { describe, expect, it } from 'vitest'
import { subjects } from '@/lib/catalogue'
import { catalogueEntries } from '@/lib/search/catalogue-items'
import type { DocHit } from '@/lib/search/full-text'
import { parseQuery } from '@/lib/search/match'
import { combine } from '@/lib/search/rank'
import {
  emptyGroups,
  flatItems,
  groupHeading,
  MAX_PAGE_RESULTS,
  MAX_SECTION_RESULTS,
  PAGE_EVIDENCE,
  rankedGroups,
  withPageEvidence,
  type ResultGroup,
} from '@/lib/search/results'
import { siteLinks } from '@/lib/navigation'
import { themeChoices } from '@/lib/theme/themes'
import { getTranslations } from '@/lib/i18n/server'

const entries = catalogueEntries()
/** A heading as the English dialog shows it: a fixed group's message, a discipline's catalogue title. */
const headingOf = (g: ResultGroup) => {
  const heading = groupHeading(g.id)
  return 'message' in heading ? getTranslations('search', 'en')(heading.message) : heading.text
}
const indexOf = (href: string) => entries.findIndex((e) => e.kind === 'link' && e.href === href)
const hit = (over: Partial<DocHit>): DocHit => ({
  id: 0,
  kind: 'section',
  route: '/physics/optics',
  href: '/physics/optics#lenses',
  pageTitle: 'Optics',
  name: 'Lenses',
  label: 'Lenses',
  context: '',
  score: 1,
  values: [1],
  ...over,
})

describe('emptyGroups', () => {
  it('lists Links, one group per discipline (its page, then its fields), then Theme, in the spec order', () => {
    const groups = emptyGroups(entries)
    expect(groups.map(headingOf)).toEqual(['Links', ...subjects.map((s) => s.title), 'Theme'])
    expect(groups[0]?.items.map((i) => i.label)).toEqual(siteLinks.map((l) => l.title))
    expect(groups[1]?.items.map((i) => i.label)).toEqual([subjects[0]!.title, ...subjects[0]!.fields.map((f) => f.title)])
    expect(groups.at(-1)?.items.map((i) => i.theme)).toEqual(themeChoices.map((t) => t.id))
  })
})

describe('groupHeading', () => {
  it("names a fixed group by its message and a discipline by the catalogue's title", () => {
    expect(groupHeading('links')).toEqual({ message: 'groups.links' })
    expect(groupHeading('theme')).toEqual({ message: 'groups.theme' })
    expect(groupHeading('subject:physics')).toEqual({ text: 'Physics' })
  })
})

describe('rankedGroups', () => {
  it('orders groups by their best item, whatever the subject', () => {
    const catalogue = [
      { doc: indexOf('/mathematics/number-theory'), score: 0.4 },
      { doc: indexOf('/computer-science/data-structures'), score: 1.4 },
    ]
    const groups = rankedGroups(entries, catalogue)
    expect(groups.map(headingOf)).toEqual(['Computer Science', 'Mathematics'])
    expect(flatItems(groups)[0]?.href).toBe('/computer-science/data-structures')
  })

  it('lifts a listed field with its page hit instead of repeating it, and files other hits under Pages and Sections', () => {
    const groups = rankedGroups(entries, [], [
      hit({ kind: 'page', route: '/physics/optics', href: '/physics/optics', name: 'Optics', score: 0.9 }),
      hit({ kind: 'page', route: '/research/physics', href: '/research/physics', name: 'Research in Physics', score: 0.5 }),
      hit({ score: 0.7 }),
    ])
    expect(groups.map(headingOf)).toEqual(['Physics', 'Sections', 'Pages'])
    expect(groups[0]?.items.map((i) => i.href)).toEqual(['/physics/optics'])
    expect(groups[1]?.items[0]).toMatchObject({ kind: 'section', pageTitle: 'Optics', href: '/physics/optics#lenses' })
  })

  it('shows at most 5 pages and 5 sections, and drops the weak tail', () => {
    const many = Array.from({ length: 9 }, (_, i) => [
      hit({ id: i, href: `/physics/optics#s${i}`, score: 1 - i * 0.01 }),
      hit({ id: 100 + i, kind: 'page', route: `/research/p${i}`, href: `/research/p${i}`, score: 1 - i * 0.01 }),
    ]).flat()
    const groups = rankedGroups(entries, [], [...many, hit({ id: 999, href: '/physics/optics#weak', score: 0.01 })])
    expect(groups.find((g) => g.id === 'sections')?.items).toHaveLength(MAX_SECTION_RESULTS)
    expect(groups.find((g) => g.id === 'pages')?.items).toHaveLength(MAX_PAGE_RESULTS)
    expect(flatItems(groups).some((i) => i.href === '/physics/optics#weak')).toBe(false)
  })

  it('weighs a worked example or a problem below a section or a result of the same name', () => {
    const groups = rankedGroups(entries, [], [
      hit({ id: 1, kind: 'block', label: 'Example 3 (Lenses)', href: '/physics/optics#example-3', score: 1 }),
      hit({ id: 2, kind: 'block', label: 'Theorem 2 (Lenses)', href: '/physics/optics#theorem-2', score: 1 }),
    ])
    expect(flatItems(groups).map((i) => i.href)).toEqual(['/physics/optics#theorem-2', '/physics/optics#example-3'])
  })
})

describe('withPageEvidence', () => {
  const terms = parseQuery('hash tables collisions ')
  const ds = indexOf('/computer-science/data-structures')
  const catalogue = { idf: [1, 1, 2], scored: [{ doc: ds, score: combine([0.65, 0.65, 0], [1, 1, 2], terms), values: [0.65, 0.65, 0], bonus: 0 }] }

  it("lets a field's own sections supply the words its catalogue entry lacks", () => {
    const section = hit({ route: '/computer-science/data-structures', href: '/computer-science/data-structures#hashing', values: [0.3, 0, 0.25] })
    const [lifted] = withPageEvidence(entries, catalogue, [section], terms)
    expect(lifted?.doc).toBe(ds)
    expect(lifted?.values).toEqual([0.65, 0.65, PAGE_EVIDENCE * 0.25])
    expect(lifted!.score).toBeGreaterThan(catalogue.scored[0]!.score)
  })

  it('gives nothing to an entry from pages other than its own, nor to pages the catalogue does not list', () => {
    const elsewhere = hit({ route: '/research/computer-science', href: '/research/computer-science#x', values: [1, 1, 1] })
    expect(withPageEvidence(entries, catalogue, [elsewhere], terms)).toEqual(catalogue.scored)
  })
})
