import { describe, expect, it } from 'vitest'
import { exactIntegral, f, rectangles, riemannSum, samplePoint } from '@/lib/explorables/riemann-sum'

describe('Riemann sums', () => {
  it('samples each subinterval at its left end, midpoint or right end', () => {
    expect(samplePoint('left', 0, 4)).toBe(0)
    expect(samplePoint('midpoint', 0, 4)).toBe(0.5)
    expect(samplePoint('right', 3, 4)).toBe(4)
  })

  it('tiles the interval with n rectangles of equal width', () => {
    const rs = rectangles(f, 'left', 5)
    expect(rs).toHaveLength(5)
    expect(rs[0]![0]).toBe(0)
    expect(rs.at(-1)![1]).toBeCloseTo(4, 12)
    for (const [left, right] of rs) expect(right - left).toBeCloseTo(0.8, 12)
  })

  it('is exact for a constant and for a line under the midpoint rule', () => {
    expect(riemannSum(() => 3, 'left', 7, [0, 2])).toBeCloseTo(6, 12)
    expect(riemannSum((x) => 2 * x + 1, 'midpoint', 3, [0, 1])).toBeCloseTo(2, 12)
  })

  it('the integral of f over [0, 4] is 12.5 − cos(8)/2', () => {
    expect(exactIntegral).toBeCloseTo(12.5 - Math.cos(8) / 2, 12)
  })

  it('converges to the integral, the midpoint rule fastest (error O(1/n²) against O(1/n))', () => {
    const error = (rule: 'left' | 'midpoint' | 'right', n: number) => Math.abs(riemannSum(f, rule, n) - exactIntegral)
    expect(error('left', 1000)).toBeLessThan(0.01)
    expect(error('right', 1000)).toBeLessThan(0.01)
    expect(error('midpoint', 60)).toBeLessThan(error('left', 60) / 5)
    // Doubling n halves the left-rule error and quarters the midpoint error.
    expect(error('left', 200) / error('left', 400)).toBeCloseTo(2, 1)
    expect(error('midpoint', 200) / error('midpoint', 400)).toBeCloseTo(4, 1)
  })
})
