import { describe, expect, it } from 'vitest'
import { correctDigits, functions, newton, stopReason } from '@/lib/explorables/newton-method'
import { english } from './english'

describe("Newton's method", () => {
  it('on x² − 2 from 1 gives 1.5, 1.41666…, 1.4142157…, and the errors square (times 1/(2√2))', () => {
    const steps = newton((x) => x * x - 2, (x) => 2 * x, 1, 4)
    const xs = steps.map((s) => s.x)
    expect(xs[1]).toBe(1.5)
    expect(xs[2]).toBeCloseTo(17 / 12, 15)
    expect(xs[3]).toBeCloseTo(577 / 408, 15)
    const e = xs.map((x) => x - Math.SQRT2)
    // e_{k+1} = e_k² / (2 x_k): the ratio e_{k+1}/e_k² tends to f''/(2f') = 1/(2√2) at the root.
    expect(e[3]! / e[2]! ** 2).toBeCloseTo(1 / (2 * Math.SQRT2), 2)
    expect(Math.abs(e[4]!)).toBeLessThan(1e-11)
    // correct digits roughly double: about 0.6, 2.5, 5.6, 11.8
    const digits = e.slice(1).map(correctDigits)
    expect(digits[1]! / digits[0]!).toBeGreaterThan(1.8)
    expect(digits[2]! / digits[1]!).toBeGreaterThan(1.8)
  })

  it('converges quadratically to the root of x³ − 2x − 5 from 3 and of cos x − x from 2', () => {
    for (const name of ['cubic', 'cosine'] as const) {
      const { f, df, root, x0 } = functions[name]
      expect(Math.abs(f(root))).toBeLessThan(1e-14)
      const steps = newton(f, df, x0, 6)
      expect(Math.abs(steps.at(-1)!.x - root)).toBeLessThan(1e-14)
      const e = steps.map((s) => Math.abs(s.x - root))
      // once close, e_{k+1} ≈ C e_k² with C = |f''(r) / (2 f'(r))|
      const h = 1e-5
      const C = Math.abs((df(root + h) - df(root - h)) / (2 * h) / (2 * df(root)))
      const k = e.findIndex((x) => x < 1e-3)
      expect(e[k + 1]! / e[k]! ** 2).toBeCloseTo(C, 1)
    }
  })

  it('cycles between 0 and 1 on x³ − 2x + 2 started at 0, and the cycle attracts nearby starts', () => {
    const { f, df } = functions.cycle
    expect(newton(f, df, 0, 6).map((s) => s.x)).toEqual([0, 1, 0, 1, 0, 1, 0])
    const near = newton(f, df, 0.05, 6).map((s) => s.x)
    expect(Math.abs(near[6]!)).toBeLessThan(1e-3)
    expect(Math.abs(near[5]! - 1)).toBeLessThan(1e-2)
  })

  it('doubles the distance from the root at every step on the cube root: x ↦ −2x', () => {
    const { f, df } = functions['cube-root']
    const xs = newton(f, df, 0.5, 6).map((s) => s.x)
    xs.slice(1).forEach((x, k) => expect(x).toBeCloseTo(-2 * xs[k]!, 10))
    expect(Math.abs(xs[6]!)).toBeCloseTo(32, 9)
  })

  it('stops, and says why, when the tangent is horizontal or a root is hit', () => {
    const steps = newton((x) => x * x - 1, (x) => 2 * x, 0)
    expect(steps).toHaveLength(1)
    expect(stopReason(steps)).toBe('flat')
    expect(english('newtonMethod.stops.flat')).toMatch(/zero or undefined/)
    const hit = newton((x) => x - 2, () => 1, 1)
    expect(hit.map((s) => s.x)).toEqual([1, 2])
    expect(stopReason(hit)).toBe('root')
    expect(english('newtonMethod.stops.root')).toMatch(/exactly 0/)
    expect(stopReason(newton(functions.cubic.f, functions.cubic.df, 3))).toBeNull()
  })

  it('keeps every default initial guess inside its window', () => {
    for (const { view, x0 } of Object.values(functions)) {
      expect(x0).toBeGreaterThanOrEqual(view.x[0])
      expect(x0).toBeLessThanOrEqual(view.x[1])
    }
  })
})
