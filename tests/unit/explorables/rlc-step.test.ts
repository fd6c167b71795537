import { describe, expect, it } from 'vitest'
import { dampingRatio, e6, naturalFrequency, overshoot, peakTime, rcStep, regime, rlcStep, sampleResponse, timeWindow } from '@/lib/explorables/rlc-step'

describe('RC step response', () => {
  it('reaches 1 − 1/e ≈ 63.2% of V at t = τ and over 99% by 5τ', () => {
    const [R, C, V] = [1e4, 1e-4, 5] // τ = 1 s: the page's problem
    expect(rcStep(1, R, C, V)).toBeCloseTo(5 * (1 - Math.exp(-1)), 12)
    expect(rcStep(1, R, C, V) / V).toBeCloseTo(0.632, 3)
    expect(rcStep(5, R, C, V) / V).toBeGreaterThan(0.99)
    expect(rcStep(0, R, C, V)).toBe(0)
  })
})

describe('RLC step response', () => {
  const V = 10
  // Solves LC v'' + RC v' + v = V: check the residual with central differences.
  const residual = (R: number, L: number, C: number, t: number) => {
    const h = 1e-3 / naturalFrequency(L, C)
    const v = (s: number) => rlcStep(s, R, L, C, V)
    const d1 = (v(t + h) - v(t - h)) / (2 * h)
    const d2 = (v(t + h) - 2 * v(t) + v(t - h)) / (h * h)
    return (L * C * d2 + R * C * d1 + v(t) - V) / V
  }

  it('satisfies the circuit equation in all three regimes, starting from v = 0 with no current', () => {
    for (const R of [20, 63.2455532, 200, 2000]) {
      const [L, C] = [10e-3, 10e-6]
      for (const t of [1e-4, 5e-4, 2e-3]) expect(Math.abs(residual(R, L, C, t))).toBeLessThan(1e-5)
      expect(rlcStep(0, R, L, C, V)).toBeCloseTo(0, 12)
      // v'(0) = i(0)/C = 0 and, with the whole source voltage across L at first, v''(0) = V/(LC)
      const h = 1e-4 / naturalFrequency(L, C)
      expect(rlcStep(h, R, L, C, V) / ((h * h) / 2) / (V / (L * C))).toBeCloseTo(1, 2)
    }
  })

  it('has ζ = (R/2)√(C/L) and ω₀ = 1/√(LC), and names the regime', () => {
    expect(dampingRatio(20, 10e-3, 10e-6)).toBeCloseTo(10 * Math.sqrt(1e-3), 12)
    expect(naturalFrequency(10e-3, 10e-6)).toBeCloseTo(Math.sqrt(1e7), 9)
    expect(regime('RLC', 0.3)).toBe('underdamped')
    expect(regime('RLC', 1)).toBe('critically damped')
    expect(regime('RLC', 3)).toBe('overdamped')
    expect(regime('RC')).toBe('first order')
  })

  it('overshoots by exp(−πζ/√(1 − ζ²)) at t = π/ω_d when underdamped', () => {
    for (const R of [2, 20, 47, 60]) {
      const [L, C] = [10e-3, 10e-6]
      const zeta = dampingRatio(R, L, C)
      const tp = peakTime(L, C, zeta)
      const peak = rlcStep(tp, R, L, C, V)
      expect(peak / V - 1).toBeCloseTo(overshoot(zeta), 10)
      // tp is the maximum: the response is lower just before and after it
      expect(rlcStep(tp * 0.99, R, L, C, V)).toBeLessThan(peak)
      expect(rlcStep(tp * 1.01, R, L, C, V)).toBeLessThan(peak)
    }
    expect(overshoot(Math.SQRT1_2)).toBeCloseTo(Math.exp(-Math.PI), 12)
  })

  it('never overshoots when ζ ≥ 1 and is continuous in R across ζ = 1', () => {
    const [L, C] = [10e-3, 10e-6]
    const Rc = 2 * Math.sqrt(L / C) // ζ = 1
    expect(dampingRatio(Rc, L, C)).toBeCloseTo(1, 12)
    for (const t of [1e-4, 3e-4, 1e-3, 3e-3]) {
      const critical = rlcStep(t, Rc, L, C, V)
      expect(rlcStep(t, Rc * (1 - 1e-6), L, C, V)).toBeCloseTo(critical, 4)
      expect(rlcStep(t, Rc * (1 + 1e-6), L, C, V)).toBeCloseTo(critical, 4)
    }
    for (const R of [Rc, 3 * Rc]) for (const [, v] of sampleResponse('RLC', R, L, C, V, 0.05)) expect(v).toBeLessThanOrEqual(V + 1e-9)
  })

  it('settles at the source voltage', () => {
    for (const R of [20, 200, 2000]) expect(rlcStep(1, R, 10e-3, 10e-6, V)).toBeCloseTo(V, 6)
  })
})

describe('helpers', () => {
  it('lists E6 values and picks a 1-2-5 window that shows the response settle', () => {
    expect(e6(0, 1)).toEqual([1, 1.5, 2.2, 3.3, 4.7, 6.8, 10])
    expect(e6(0, 3)).toContain(470)
    expect(timeWindow('RC', 1e3, 0, 1e-6)).toBe(5e-3) // 5τ = 5 ms
    const t = timeWindow('RLC', 22, 10e-3, 10e-6)
    expect([1, 2, 5].some((m) => Math.abs(t / 10 ** Math.floor(Math.log10(t)) - m) < 1e-9)).toBe(true)
    expect(t).toBeGreaterThanOrEqual(4e-3)
  })
})
