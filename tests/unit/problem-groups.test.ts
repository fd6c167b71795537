import { describe, expect, it } from 'vitest'
import { groupByDifficulty } from '@/lib/problem-groups'

describe('groupByDifficulty', () => {
  it('orders groups introductory, intermediate, advanced, then unrated, keeping field order inside', () => {
    const groups = groupByDifficulty([
      { ref: 'a', difficulty: 'advanced' as const, problemCount: 3 },
      { ref: 'b', difficulty: undefined, problemCount: 1 },
      { ref: 'c', difficulty: 'introductory' as const, problemCount: 2 },
      { ref: 'd', difficulty: 'advanced' as const, problemCount: 4 },
      { ref: 'e', difficulty: 'introductory' as const, problemCount: 1 },
    ])
    expect(groups.map((g) => [g.difficulty, g.items.map((i) => i.ref)])).toEqual([
      ['introductory', ['c', 'e']],
      ['advanced', ['a', 'd']],
      [undefined, ['b']],
    ])
  })

  it('leaves out fields without problems and empty levels', () => {
    const groups = groupByDifficulty([
      { ref: 'a', difficulty: 'intermediate' as const, problemCount: 0 },
      { ref: 'b', difficulty: 'advanced' as const, problemCount: 2 },
    ])
    expect(groups).toEqual([{ difficulty: 'advanced', items: [{ ref: 'b', difficulty: 'advanced', problemCount: 2 }] }])
  })
})
