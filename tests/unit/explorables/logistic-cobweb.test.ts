import { describe, expect, it } from 'vitest'
import { cobweb, fixedPoint, logistic, orbit, settledPeriod, twoCycle } from '@/lib/explorables/logistic-cobweb'

describe('the logistic map', () => {
  it('maps [0, 1] into itself for r = 4, with maximum r/4 at x = 1/2', () => {
    expect(logistic(4, 0.5)).toBe(1)
    expect(logistic(2.8, 0.5)).toBeCloseTo(0.7, 12)
    for (let x = 0; x <= 1; x += 0.01) {
      expect(logistic(4, x)).toBeGreaterThanOrEqual(0)
      expect(logistic(4, x)).toBeLessThanOrEqual(1)
    }
  })

  it('has 1 − 1/r as a fixed point', () => {
    for (const r of [1.5, 2.8, 3.7]) expect(logistic(r, fixedPoint(r))).toBeCloseTo(fixedPoint(r), 12)
  })

  it('for r = 2.8 the orbit converges to 1 − 1/r, alternating around it (g′(x*) = −0.8 < 0)', () => {
    const xs = orbit(2.8, 0.2, 200)
    const star = 1 - 1 / 2.8
    expect(xs[200]).toBeCloseTo(star, 10)
    // Errors shrink by about |g′(x*)| = 0.8 per step and change sign each step.
    const e = (n: number) => xs[n]! - star
    expect(e(61) / e(60)).toBeCloseTo(-0.8, 3)
    expect(settledPeriod(2.8, 0.2)).toBe(1)
  })

  it('for r = 3.2 the orbit alternates between the two points of the 2-cycle', () => {
    const xs = orbit(3.2, 0.2, 400)
    const [p, q] = twoCycle(3.2)
    expect(p).toBeCloseTo(0.513, 3)
    expect(q).toBeCloseTo(0.7995, 4)
    expect(logistic(3.2, p)).toBeCloseTo(q, 12)
    expect(logistic(3.2, q)).toBeCloseTo(p, 12)
    const [lo, hi] = [xs[399]!, xs[400]!].sort()
    expect(lo).toBeCloseTo(p, 9)
    expect(hi).toBeCloseTo(q, 9)
    expect(Math.abs(xs[400]! - xs[399]!)).toBeGreaterThan(0.28)
    expect(settledPeriod(3.2, 0.2)).toBe(2)
  })

  it('doubles its period: 4 at r = 3.5, 8 at r = 3.55, none at r = 3.9 (chaos)', () => {
    expect(settledPeriod(3.5, 0.2)).toBe(4)
    expect(settledPeriod(3.55, 0.2)).toBe(8)
    expect(settledPeriod(3.9, 0.2)).toBeNull()
  })

  it('has a period-3 window near r = 3.83', () => {
    expect(settledPeriod(3.83, 0.2)).toBe(3)
  })

  it('dies out for r < 1', () => {
    expect(orbit(0.8, 0.9, 200)[200]!).toBeLessThan(1e-15)
  })
})

describe('the cobweb', () => {
  it('alternates vertical steps to the graph and horizontal steps to the diagonal', () => {
    const r = 3.3
    const pts = cobweb(r, 0.1, 40)
    expect(pts).toHaveLength(81)
    expect(pts[0]).toEqual([0.1, 0])
    for (let i = 1; i < pts.length; i += 2) {
      const [before, onGraph, onDiagonal] = [pts[i - 1]!, pts[i]!, pts[i + 1]!]
      expect(onGraph[0]).toBe(before[0]) // vertical
      expect(onGraph[1]).toBeCloseTo(logistic(r, onGraph[0]), 12) // on the graph
      expect(onDiagonal[1]).toBe(onGraph[1]) // horizontal
      expect(onDiagonal[0]).toBe(onDiagonal[1]) // on the diagonal
    }
  })
})
