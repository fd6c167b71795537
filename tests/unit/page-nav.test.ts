import type { PageMapItem } from 'nextra'
import { describe, expect, it } from 'vitest'
import { pageNav } from '@/lib/page-nav'

const page = (route: string, title: string) => ({ name: route.split('/').pop() || 'index', route, title, frontMatter: {} })

/** A page map in Nextra's shape (meta first, folders with an index page carry its frontmatter). */
const pageMap = [
  {
    data: {
      '*': { theme: { breadcrumb: false, pagination: false, timestamp: false } },
      index: { display: 'hidden' },
      dashboard: { display: 'hidden' },
      about: { title: 'About' },
      solve: { title: 'Solve' },
      mathematics: { title: 'Mathematics' },
      physics: { title: 'Physics' },
    },
  },
  page('/', 'Home'),
  page('/dashboard', 'Dashboard'),
  page('/about', 'About'),
  { ...page('/solve', 'Solve'), children: [{ data: { mathematics: { title: 'Mathematics' } } }, page('/solve/mathematics', 'Mathematics')] },
  {
    ...page('/mathematics', 'Mathematics'),
    children: [{ data: {} }, page('/mathematics/abstract-algebra', 'Abstract Algebra'), page('/mathematics/linear-algebra', 'Linear Algebra')],
  },
  { ...page('/physics', 'Physics'), children: [{ data: {} }, page('/physics/optics', 'Optics')] },
] as unknown as PageMapItem[]

describe('pageNav', () => {
  it('gives a field page its trail and its neighbours in sidebar order', () => {
    expect(pageNav(pageMap, '/mathematics/linear-algebra')).toEqual({
      trail: [{ title: 'Mathematics', href: '/mathematics' }, { title: 'Linear Algebra' }],
      prev: { title: 'Abstract Algebra', href: '/mathematics/abstract-algebra' },
      next: { title: 'Physics', href: '/physics' },
    })
  })

  it('walks across sections: a subject page follows the last page of the section before it', () => {
    const nav = pageNav(pageMap, '/mathematics')
    expect(nav.trail).toEqual([{ title: 'Mathematics' }])
    expect(nav.prev).toEqual({ title: 'Mathematics', href: '/solve/mathematics' })
    expect(nav.next).toEqual({ title: 'Abstract Algebra', href: '/mathematics/abstract-algebra' })
  })

  it('links a per-subject page back to its section', () => {
    expect(pageNav(pageMap, '/solve/mathematics').trail).toEqual([{ title: 'Solve', href: '/solve' }, { title: 'Mathematics' }])
  })

  it('has no neighbour past either end and skips hidden pages', () => {
    expect(pageNav(pageMap, '/physics/optics').next).toBeUndefined()
    expect(pageNav(pageMap, '/about').prev).toBeUndefined()
  })
})
