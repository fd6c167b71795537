import type { PageMapItem } from 'nextra'
import { describe, expect, it } from 'vitest'
import { alternatesOf } from '@/lib/i18n/alternates'
import { linkTarget, localizePageMap, translatedRoutes } from '@/lib/i18n/page-map'
import { withoutTranslations } from '@/lib/page-map'
import { titleOfRoute } from '@/lib/i18n/route-titles'

const tree = [
  { name: 'learn', route: '/learn', title: 'Learn', frontMatter: {} },
  {
    name: 'mathematics',
    route: '/mathematics',
    title: 'Mathematics',
    children: [{ name: 'abstract-algebra', route: '/mathematics/abstract-algebra', title: 'Abstract Algebra', frontMatter: {} }],
  },
] as unknown as PageMapItem[]

describe('the page map of another language', () => {
  it('is the English tree itself for English', () => {
    expect(localizePageMap(tree, 'en')).toEqual(tree)
  })

  it('moves every route under the prefix and takes the language’s titles, leaving the English tree as it was', () => {
    const ar = localizePageMap(tree, 'ar', titleOfRoute) as unknown as { route: string; title: string; children?: { route: string; title: string }[] }[]
    expect(ar[0]).toMatchObject({ route: '/ar/learn', title: 'التعلّم' })
    expect(ar[1]).toMatchObject({ route: '/ar/mathematics', title: 'الرياضيات' })
    expect(ar[1]!.children![0]).toMatchObject({ route: '/ar/mathematics/abstract-algebra', title: 'الجبر المجرد' })
    expect((tree[0] as unknown as { route: string }).route).toBe('/learn')
  })
})

describe('route titles in a language', () => {
  it('come from the sections’ messages and the catalogue’s translation', () => {
    expect(titleOfRoute('/solve', 'zh')).toBe('解题')
    expect(titleOfRoute('/physics', 'zh')).toBe('物理学')
    expect(titleOfRoute('/solve/physics', 'zh')).toBe('物理学')
    expect(titleOfRoute('/mathematics/linear-algebra', 'zh')).toBe('线性代数')
    expect(titleOfRoute('/nowhere', 'zh')).toBeUndefined()
  })
})

describe('a page’s addresses in every language', () => {
  it('lists English (also x-default), Arabic and Chinese, with the canonical one in the page’s language', () => {
    expect(alternatesOf('/physics/optics', 'ar')).toEqual({
      canonical: '/ar/physics/optics',
      languages: { 'en-US': '/physics/optics', ar: '/ar/physics/optics', 'zh-CN': '/zh/physics/optics', 'x-default': '/physics/optics' },
    })
    expect(alternatesOf('/', 'zh').canonical).toBe('/zh')
  })
})

describe('the translations in the page map', () => {
  // Nextra's map of content/, with the translations' folders (content/zh) among the English pages.
  const withZh = [
    ...tree,
    {
      name: 'zh',
      route: '/zh',
      children: [
        { name: 'learn', route: '/zh/learn', title: 'learn', frontMatter: {} },
        { name: 'mathematics', route: '/zh/mathematics', children: [{ name: 'abstract-algebra', route: '/zh/mathematics/abstract-algebra', frontMatter: {} }] },
      ],
    },
  ] as unknown as PageMapItem[]

  it('names the English routes a language has translated, and none for English or a language without a folder', () => {
    expect([...translatedRoutes(withZh, 'zh')].sort()).toEqual(['/learn', '/mathematics/abstract-algebra'])
    expect(translatedRoutes(withZh, 'ar').size).toBe(0)
    expect(translatedRoutes(withZh, 'en').size).toBe(0)
  })

  it('leaves them out of the English site’s map (its sidebar, previous and next)', () => {
    expect(withoutTranslations(withZh)).toEqual(tree)
  })
})

describe('where a link of a translated page leads', () => {
  const translated = new Set(['/mathematics/calculus'])
  it('to the same page in the language, a place on it included when the page is translated', () => {
    expect(linkTarget('/mathematics/real-analysis', 'zh', translated)).toEqual({ href: '/zh/mathematics/real-analysis' })
    expect(linkTarget('/mathematics/calculus#problem-1', 'zh', translated)).toEqual({ href: '/zh/mathematics/calculus#problem-1' })
  })

  it('to the English page for a place on a page the language has not translated (its short page has no such place)', () => {
    expect(linkTarget('/physics/optics#problem-2', 'ar', translated)).toEqual({ href: '/physics/optics#problem-2', lang: 'en' })
  })

  it('leaves English, other sites and anchors on the same page alone', () => {
    expect(linkTarget('/physics/optics#problem-2', 'en', translated)).toEqual({ href: '/physics/optics#problem-2' })
    expect(linkTarget('https://ocw.mit.edu/', 'ar', translated)).toEqual({ href: 'https://ocw.mit.edu/' })
    expect(linkTarget('#figure-1', 'ar', translated)).toEqual({ href: '#figure-1' })
  })
})

