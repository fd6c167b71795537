import { describe, expect, it } from 'vitest'
import { findFields } from '@/lib/field-search'

describe('findFields', () => {
  it('finds a field by its title, ranked first', () => {
    expect(findFields('quantum mech')[0]?.ref).toBe('physics/quantum-mechanics')
  })

  it('finds a field by one of its topics', () => {
    expect(findFields('Lagrange')[0]?.ref).toBe('mathematics/abstract-algebra')
  })

  it('requires every word and returns nothing for an empty query', () => {
    expect(findFields('')).toEqual([])
    expect(findFields('graph zzzz')).toEqual([])
  })

  it('ignores case and accents and respects the limit', () => {
    expect(findFields('ALGEBRA', 3)).toHaveLength(3)
    expect(findFields('théory')[0]).toBeDefined()
  })
})
