import { describe, expect, it } from 'vitest'
import { findFields } from '@/lib/field-search'

describe('findFields', () => {
  it('finds a field by its title, ranked first, as the search dialog does', () => {
    expect(findFields('quantum mech')[0]?.ref).toBe('physics/quantum-mechanics')
    expect(findFields('data structures')[0]?.ref).toBe('computer-science/data-structures')
  })

  it('finds a field by one of its topics, or by its initials', () => {
    expect(findFields('Lagrange')[0]?.ref).toBe('mathematics/abstract-algebra')
    expect(findFields('NLP')[0]?.ref).toBe('computer-science/natural-language-processing')
  })

  it('forgives typos and returns nothing for an empty query or words no field holds', () => {
    expect(findFields('linaer algebra')[0]?.ref).toBe('mathematics/linear-algebra')
    expect(findFields('')).toEqual([])
    expect(findFields('zzzz qqqq')).toEqual([])
  })

  it('ranks a field holding every word above one holding some', () => {
    expect(findFields('graph colouring')[0]?.ref).toBe('mathematics/graph-theory')
  })

  it('ignores case and accents and respects the limit', () => {
    expect(findFields('ALGEBRA', 3)).toHaveLength(3)
    expect(findFields('théory')[0]).toBeDefined()
  })
})
