import { describe, expect, it } from 'vitest'
import { learningPath } from '@/lib/learning-path'

describe('learningPath', () => {
  it('puts every prerequisite first and otherwise keeps catalogue order', () => {
    const { order, external } = learningPath([
      { ref: 'm/topology', prerequisites: ['m/real-analysis'] },
      { ref: 'm/calculus', prerequisites: [] },
      { ref: 'm/real-analysis', prerequisites: ['m/calculus', 'cs/logic'] },
      { ref: 'm/algebra', prerequisites: [] },
    ])
    expect(order).toEqual(['m/calculus', 'm/real-analysis', 'm/topology', 'm/algebra'])
    expect(external).toEqual(['cs/logic'])
  })

  it('still lists every field once when prerequisites form a cycle', () => {
    const { order } = learningPath([
      { ref: 'a', prerequisites: ['b'] },
      { ref: 'b', prerequisites: ['a'] },
      { ref: 'c', prerequisites: ['a'] },
    ])
    expect(order).toEqual(['a', 'b', 'c'])
  })
})
