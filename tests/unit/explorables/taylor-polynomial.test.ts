import { describe, expect, it } from 'vitest'
import { accurateInterval, clampCentre, coefficients, evaluate, FUNCTIONS, inverseFactorial, taylorError } from '@/lib/explorables/taylor-polynomial'

const { exp, sin, log1p, geometric } = FUNCTIONS

describe('Taylor coefficients', () => {
  it('of eˣ at 0 are 1/k!, and at a are eᵃ/k!', () => {
    let factorial = 1
    coefficients(exp, 0, 12).forEach((c, k) => {
      if (k > 0) factorial *= k
      expect(c).toBeCloseTo(1 / factorial, 15)
    })
    expect(coefficients(exp, 1, 3)).toEqual([Math.E, Math.E, Math.E / 2, Math.E / 6].map((v) => expect.closeTo(v, 12)))
    expect(inverseFactorial(20)).toBeCloseTo(1 / 2432902008176640000, 30)
  })

  it('of sin at 0 give x − x³/6 + x⁵/120 in degree 5 (the even ones vanish exactly)', () => {
    expect(coefficients(sin, 0, 5)).toEqual([0, 1, -0, -1 / 6, 0, 1 / 120])
    for (const x of [-2, -0.5, 0.3, 1, 2.5]) {
      expect(evaluate(coefficients(sin, 0, 5), 0, x)).toBeCloseTo(x - x ** 3 / 6 + x ** 5 / 120, 12)
    }
  })

  it('of ln(1 + x) at 0 are (−1)ᵏ⁺¹/k, and of 1/(1 − x) at 0 are all 1', () => {
    expect(coefficients(log1p, 0, 5)).toEqual([0, 1, -1 / 2, 1 / 3, -1 / 4, 1 / 5])
    expect(coefficients(geometric, 0, 6)).toEqual([1, 1, 1, 1, 1, 1, 1])
    // About a = 1, ln(1 + x) = ln 2 + (x − 1)/2 − (x − 1)²/8 + …
    expect(coefficients(log1p, 1, 2)).toEqual([Math.LN2, 0.5, -0.125].map((v) => expect.closeTo(v, 14)))
  })

  it('make a polynomial that matches f and its first derivatives at the centre', () => {
    for (const fn of Object.values(FUNCTIONS)) {
      const a = clampCentre(fn, 0.4)
      const c = coefficients(fn, a, 6)
      const p = (x: number) => evaluate(c, a, x)
      const h = 1e-4
      expect(p(a)).toBeCloseTo(fn.f(a), 12)
      expect((p(a + h) - p(a - h)) / (2 * h)).toBeCloseTo((fn.f(a + h) - fn.f(a - h)) / (2 * h), 6)
      expect((p(a + h) - 2 * p(a) + p(a - h)) / h ** 2).toBeCloseTo((fn.f(a + h) - 2 * fn.f(a) + fn.f(a - h)) / h ** 2, 3)
    }
  })
})

describe('radius of convergence', () => {
  it('is infinite for eˣ and sin x and the distance to the singularity otherwise', () => {
    expect(exp.radius(2)).toBe(Infinity)
    expect(sin.radius(-1)).toBe(Infinity)
    expect(log1p.radius(0)).toBe(1)
    expect(log1p.radius(2)).toBe(3)
    expect(geometric.radius(0)).toBe(1)
    expect(geometric.radius(-2)).toBe(3)
  })

  it('separates the points where the error shrinks with the degree from those where it grows', () => {
    const errors = (fn: typeof exp, a: number, x: number) => [2, 5, 10, 15, 20].map((n) => taylorError(fn, a, n, x))
    const decreasing = (e: number[]) => e.every((v, i) => i === 0 || v < (e[i - 1] ?? -Infinity))
    const increasing = (e: number[]) => e.every((v, i) => i === 0 || v > (e[i - 1] ?? Infinity))
    // Inside the radius (or anywhere, for an entire function): the error shrinks.
    expect(decreasing(errors(exp, 0, 3))).toBe(true)
    expect(decreasing(errors(sin, 0, -3))).toBe(true)
    expect(decreasing(errors(log1p, 0, 0.7))).toBe(true)
    expect(decreasing(errors(geometric, 0, -0.6))).toBe(true)
    // Outside it: the error grows without bound, although f is perfectly smooth at x.
    expect(increasing(errors(log1p, 0, 1.3))).toBe(true)
    expect(increasing(errors(geometric, 0, -1.3))).toBe(true)
    expect(taylorError(geometric, 0, 20, -1.3)).toBeGreaterThan(100)
    // Moving the centre moves the radius: about a = 2, ln(1 + x) is well approximated at x = 3.
    expect(decreasing(errors(log1p, 2, 3))).toBe(true)
  })

  it('for 1/(1 − x) the error at 0 < x < 1 is exactly x^(n+1)/(1 − x)', () => {
    for (const n of [0, 3, 10]) expect(taylorError(geometric, 0, n, 0.5)).toBeCloseTo(0.5 ** (n + 1) / 0.5, 12)
  })
})

describe('the interval where the error is under 0.01', () => {
  it('grows with the degree for eˣ and reaches the window for sin x', () => {
    const widths = [1, 4, 8, 12].map((n) => {
      const i = accurateInterval(exp, 0, n)
      return i.right - i.left
    })
    widths.forEach((w, i) => i > 0 && expect(w).toBeGreaterThan(widths[i - 1] ?? Infinity))
    const s = accurateInterval(sin, 0, 20)
    expect(s.leftOpen && s.rightOpen).toBe(true)
  })

  it('never leaves the interval of convergence for ln(1 + x) and 1/(1 − x)', () => {
    for (let n = 0; n <= 20; n++) {
      const l = accurateInterval(log1p, 0, n)
      expect(l.left).toBeGreaterThan(-1)
      expect(l.right).toBeLessThan(1)
      const g = accurateInterval(geometric, 0, n)
      expect(g.left).toBeGreaterThan(-1)
      expect(g.right).toBeLessThan(1)
    }
  })

  it('is found to within a step: the error is below 0.01 inside and reaches it just outside', () => {
    const { left, right } = accurateInterval(exp, 0, 3, { step: 0.001 })
    expect(taylorError(exp, 0, 3, right)).toBeLessThan(0.01)
    expect(taylorError(exp, 0, 3, right + 0.001)).toBeGreaterThanOrEqual(0.01)
    expect(taylorError(exp, 0, 3, left)).toBeLessThan(0.01)
    expect(taylorError(exp, 0, 3, left - 0.001)).toBeGreaterThanOrEqual(0.01)
  })

  it('keeps centres inside the domain, on a grid of 0.1', () => {
    expect(clampCentre(log1p, -2)).toBe(-0.7)
    expect(clampCentre(geometric, 1.5)).toBe(0.7)
    expect(clampCentre(exp, 1.234)).toBe(1.2)
  })
})
