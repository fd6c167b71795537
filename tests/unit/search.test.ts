import { defaultFilter } from 'cmdk'
import Slugger from 'github-slugger'
import { describe, expect, it, vi } from 'vitest'
import { buildSearchIndex, routeOf } from '@/lib/search/build-index'
import { commandGroups, filterGroups } from '@/lib/search/command-groups'
import { searchIndexSchema, type SearchIndexFile } from '@/lib/search/index-file'
import { loadSearchIndex, resetSearchIndexCache } from '@/lib/search/load-index'
import { createFullTextSearch, excerpt, MAX_PAGE_RESULTS, MAX_SECTION_RESULTS } from '@/lib/search/query'
import { sectionsOf } from '@/lib/search/sections'

describe('sectionsOf', () => {
  const mdx = [
    'Intro with $x^2$ math.',
    '',
    '## Core ideas',
    '',
    '<Definition title="Group">',
    '',
    'A **group** is a set with an operation.',
    '',
    '</Definition>',
    '',
    '```python',
    'secret_code = 1',
    '```',
    '',
    '### Core ideas',
    '',
    'Again, with `inline code` and $\\varepsilon > 0$.',
    '',
    "## Lagrange's theorem",
    '',
    'Orders divide.',
  ].join('\n')
  const { intro, sections } = sectionsOf(mdx)

  it('keeps the text before the first heading as the intro', () => {
    expect(intro).toBe('Intro with x^2 math.')
  })

  it('slugs anchors as Nextra does (github-slugger, duplicates numbered)', () => {
    const slugger = new Slugger()
    expect(sections.map((s) => s.anchor)).toEqual(['core-ideas', 'core-ideas-1', slugger.slug("Lagrange's theorem")])
    expect(sections.map((s) => s.depth)).toEqual([2, 3, 2])
  })

  it('collects prose, block titles, inline code and math, but not code blocks', () => {
    expect(sections[0]?.text).toBe('Group A group is a set with an operation.')
    expect(sections[0]?.text).not.toContain('secret_code')
    expect(sections[1]?.text).toBe('Again, with inline code and varepsilon > 0 .')
  })
})

describe('buildSearchIndex', () => {
  const index = buildSearchIndex('en-US')

  it('maps content files to routes', () => {
    expect(routeOf('mathematics/abstract-algebra.mdx')).toBe('/mathematics/abstract-algebra')
    expect(routeOf('solve/index.mdx')).toBe('/solve')
    expect(routeOf('index.mdx')).toBe('/')
  })

  it('indexes every content page with its title, topics and sections keyed route#anchor', () => {
    expect(searchIndexSchema.parse(index)).toEqual(index)
    const page = index.pages['/mathematics/abstract-algebra']
    expect(page?.title).toBe('Abstract Algebra')
    expect(page?.keywords).toContain("Lagrange's theorem")
    expect(Object.keys(page?.data ?? {})).toContain('/mathematics/abstract-algebra#central-results')
    expect(index.pages['/physics/stellar-astrophysics']).toBeDefined()
    expect(index.pages['/library']).toBeDefined()
  })
})

const fixture: SearchIndexFile = {
  locale: 'en-US',
  pages: Object.fromEntries(
    Array.from({ length: 8 }, (_, i) => [
      `/p${i}`,
      {
        title: `Page ${i} about groups`,
        description: 'Symmetry',
        keywords: i === 3 ? ['quaternions'] : [],
        data: {
          [`/p${i}`]: { heading: `Page ${i}`, text: 'intro' },
          [`/p${i}#cosets`]: { heading: 'Cosets', text: `Cosets of a subgroup partition the group ${i}.` },
        },
      },
    ]),
  ),
}

describe('createFullTextSearch', () => {
  const search = createFullTextSearch(fixture)

  it('returns at most 5 pages and 5 sections', () => {
    const r = search.search('group')
    expect(r.pages).toHaveLength(MAX_PAGE_RESULTS)
    expect(r.sections).toHaveLength(MAX_SECTION_RESULTS)
  })

  it('finds a page by a keyword and a section by its text, with its anchor and an excerpt', () => {
    expect(search.search('quaternions').pages.map((p) => p.route)).toEqual(['/p3'])
    const hit = search.search('partition').sections[0]
    expect(hit?.href).toMatch(/^\/p\d#cosets$/)
    expect(hit?.heading).toBe('Cosets')
    expect(hit?.excerpt).toContain('partition')
  })

  it('matches inside words (full tokenization) and returns nothing for nonsense or an empty query', () => {
    expect(search.search('ubgrou').sections.length).toBeGreaterThan(0)
    expect(search.search('xylophone')).toEqual({ pages: [], sections: [] })
    expect(search.search('   ')).toEqual({ pages: [], sections: [] })
  })

  it('cuts excerpts around the first match', () => {
    const text = `${'a '.repeat(200)}needle ${'b '.repeat(200)}`
    const e = excerpt(text, 'needle', 60)
    expect(e).toContain('needle')
    expect(e.startsWith('…')).toBe(true)
    expect(e.endsWith('…')).toBe(true)
    expect(e.length).toBeLessThanOrEqual(62)
  })
})

describe('command groups', () => {
  const groups = commandGroups()

  it('are Links, the four disciplines, then Theme', () => {
    expect(groups.map((g) => g.heading)).toEqual(['Links', 'Mathematics', 'Physics', 'Computer Science', 'Engineering', 'Theme'])
    expect(groups[0]?.items.map((i) => i.label)).toEqual(['Home', 'Learn', 'Solve', 'Research', 'Library', 'Contribute', 'About'])
    expect(groups.at(-1)?.items).toHaveLength(6)
  })

  it('find a field by a topic: "Lagrange" finds Abstract Algebra', () => {
    const math = filterGroups(groups, 'Lagrange', defaultFilter).find((g) => g.heading === 'Mathematics')
    expect(math?.items[0]?.label).toBe('Abstract Algebra')
  })

  it('rank within a group but keep the group order, dropping empty groups', () => {
    const result = filterGroups(groups, 'quantum', defaultFilter)
    const positions = result.map((g) => groups.findIndex((x) => x.id === g.id))
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    for (const heading of ['Physics', 'Computer Science', 'Engineering']) {
      expect(result.find((g) => g.heading === heading)?.items[0]?.label).toMatch(/^Quantum/)
    }
    expect(filterGroups(groups, '', defaultFilter)).toEqual(groups)
    expect(filterGroups(groups, '@@@@', defaultFilter)).toEqual([])
  })

  it('offer every theme', () => {
    const themes = filterGroups(groups, 'cyber', defaultFilter).find((g) => g.id === 'theme')
    expect(themes?.items.map((i) => i.label)).toEqual(['Cyber theme'])
  })
})

describe('loadSearchIndex', () => {
  const ok = () => Promise.resolve(new Response(JSON.stringify(fixture), { status: 200 }))

  it('fetches /search/en-US.json once and shares it', async () => {
    resetSearchIndexCache()
    const fetcher = vi.fn(ok)
    const [a, b] = await Promise.all([loadSearchIndex('en-US', fetcher), loadSearchIndex('en-US', fetcher)])
    expect(a).toBe(b)
    await loadSearchIndex('en-US', fetcher)
    expect(fetcher).toHaveBeenCalledTimes(1)
    expect(fetcher).toHaveBeenCalledWith('/search/en-US.json')
  })

  it('does not cache a failure, so a retry fetches again', async () => {
    resetSearchIndexCache()
    const failing = vi.fn(() => Promise.resolve(new Response('boom', { status: 500 })))
    await expect(loadSearchIndex('en-US', failing)).rejects.toThrow('HTTP 500')
    const fetcher = vi.fn(ok)
    await expect(loadSearchIndex('en-US', fetcher)).resolves.toBeDefined()
    expect(fetcher).toHaveBeenCalledTimes(1)
  })

  it('rejects a malformed index', async () => {
    resetSearchIndexCache()
    const bad = () => Promise.resolve(new Response(JSON.stringify({ locale: 'en-US', pages: { nope: {} } })))
    await expect(loadSearchIndex('en-US', bad)).rejects.toThrow()
  })
})
