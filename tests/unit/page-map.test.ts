import type { PageMapItem } from 'nextra'
import { normalizePages } from 'nextra/normalize-pages'
import { describe, expect, it } from 'vitest'
import { compactPageMap } from '@/lib/page-map'

const pageMap: PageMapItem[] = [
  { data: { index: { title: 'Home' }, mathematics: { title: 'Mathematics' } } },
  { name: 'index', route: '/', frontMatter: { title: 'Home', description: 'Start here' } },
  {
    name: 'mathematics',
    route: '/mathematics',
    frontMatter: { title: 'Mathematics', asIndexPage: true, description: 'Structures' },
    children: [
      { data: { 'abstract-algebra': { title: 'Abstract Algebra' } } },
      {
        name: 'abstract-algebra',
        route: '/mathematics/abstract-algebra',
        frontMatter: { title: 'Abstract Algebra', topics: ['groups'], prerequisites: [], difficulty: 'advanced', theme: { toc: false } },
      },
    ],
  } as PageMapItem,
  { name: 'hidden', route: '/hidden', frontMatter: { title: 'Hidden', display: 'hidden' } },
]

describe('the page map sent to the browser', () => {
  it('keeps only the frontmatter the theme reads, and keeps which items are pages', () => {
    const compact = compactPageMap(pageMap)
    expect(compact[1]).toEqual({ name: 'index', route: '/', frontMatter: {} })
    const folder = compact[2] as unknown as { frontMatter: object; children: Array<{ frontMatter?: object }> }
    expect(folder.frontMatter).toEqual({})
    expect(folder.children[1]!.frontMatter).toEqual({ theme: { toc: false } })
    expect(compact[3]).toEqual({ name: 'hidden', route: '/hidden', frontMatter: { display: 'hidden' } })
    expect(compact[0]).toEqual(pageMap[0])
    expect(JSON.stringify(compact)).not.toContain('prerequisites')
  })

  it('gives the theme the same sidebar, navbar and page theme as the full map', () => {
    for (const route of ['/', '/mathematics', '/mathematics/abstract-algebra']) {
      const full = normalizePages({ list: pageMap, route })
      const compact = normalizePages({ list: compactPageMap(pageMap), route })
      const shape = (r: typeof full) => JSON.stringify({ ...r, activeMetadata: undefined, activePath: r.activePath.map((p) => p.route) }, (k, v) => (k === 'frontMatter' ? undefined : v))
      expect(shape(compact)).toBe(shape(full))
      expect(compact.activeThemeContext).toEqual(full.activeThemeContext)
    }
  })
})
