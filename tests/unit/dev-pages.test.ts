import { describe, expect, it } from 'vitest'
import { pagesPattern } from '@/lib/bundle/dev-pages.mjs'

describe('pagesPattern (NOETHER_PAGES for the author loop)', () => {
  const pattern = pagesPattern('mathematics/abstract-algebra, /physics/optics.mdx ,computer-science/*')

  it('keeps the named pages, and a folder given with *', () => {
    expect(pattern.test('./mathematics/abstract-algebra.mdx')).toBe(true)
    expect(pattern.test('./physics/optics.mdx')).toBe(true)
    expect(pattern.test('./computer-science/complexity-theory.mdx')).toBe(true)
  })

  it('always keeps the home, section and index pages', () => {
    for (const key of ['./index.mdx', './learn.mdx', './about.mdx', './mathematics/index.mdx']) expect(pattern.test(key), key).toBe(true)
  })

  it('leaves every other page out, and matches no page by prefix', () => {
    for (const key of ['./mathematics/calculus.mdx', './physics/optics-advanced.mdx', './solve/physics.mdx', './computer-science/a/b.mdx']) {
      expect(pattern.test(key), key).toBe(false)
    }
  })
})
