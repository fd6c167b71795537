import { describe, expect, it } from 'vitest'
import {
  angularFrequency,
  ellipticK,
  energy,
  exactTrajectory,
  integrate,
  linearState,
  motion,
  smallAnglePeriod,
  wrap,
} from '@/lib/explorables/pendulum'

const deg = (d: number) => (d * Math.PI) / 180

describe('the complete elliptic integral K(k)', () => {
  it('is π/2 at k = 0 and matches known values', () => {
    expect(ellipticK(0)).toBeCloseTo(Math.PI / 2, 14)
    // K(1/√2) = Γ(1/4)² / (4√π)
    expect(ellipticK(Math.SQRT1_2)).toBeCloseTo(1.8540746773013719, 12)
    expect(ellipticK(0.5)).toBeCloseTo(1.6857503548125961, 12)
  })

  it('agrees with a direct midpoint-rule quadrature of its defining integral', () => {
    const k = 0.9
    const n = 20000
    let sum = 0
    for (let i = 0; i < n; i++) {
      const phi = ((i + 0.5) * (Math.PI / 2)) / n
      sum += 1 / Math.sqrt(1 - k * k * Math.sin(phi) ** 2)
    }
    expect(ellipticK(k)).toBeCloseTo((sum * Math.PI) / 2 / n, 8)
  })

  it('grows like ln(4/k′) as k → 1, with k′ = √(1 − k²)', () => {
    const k = 1 - 1e-10
    const kp = Math.sqrt(1 - k * k)
    expect(ellipticK(k) - Math.log(4 / kp)).toBeLessThan(1e-6)
    expect(ellipticK(1)).toBe(Infinity)
  })
})

describe('the exact period', () => {
  const T0 = smallAnglePeriod()

  it('the small-angle period is 2π√(L/g): about 2.006 s for L = 1 m, g = 9.81 m/s²', () => {
    expect(T0).toBeCloseTo(2.00607, 4)
    expect(smallAnglePeriod(4, 9.81)).toBeCloseTo(2 * T0, 12)
  })

  it('tends to the small-angle period as the amplitude shrinks, with T/T₀ ≈ 1 + θ₀²/16 + 11θ₀⁴/3072', () => {
    expect(motion(1e-6, 0).period / T0).toBeCloseTo(1, 10)
    for (const a of [0.05, 0.2, 0.4]) {
      const series = 1 + (a * a) / 16 + (11 * a ** 4) / 3072
      expect(Math.abs(motion(a, 0).period / T0 - series)).toBeLessThan(a ** 6 / 500)
    }
  })

  it('is 1.18034 times the small-angle period at θ₀ = 90°', () => {
    const m = motion(deg(90), 0)
    expect(m.kind).toBe('libration')
    expect(m.period / T0).toBeCloseTo(1.18034, 5)
    expect(m.amplitude).toBeCloseTo(deg(90), 12)
  })

  it('depends only on the energy: starting at the bottom with ω₀ = 2Ω sin(θ₀/2) gives the same period', () => {
    const W = angularFrequency()
    expect(motion(0, 2 * W * Math.sin(deg(60) / 2)).period).toBeCloseTo(motion(deg(60), 0).period, 12)
  })

  it('goes over the top above the separatrix, where the period is infinite', () => {
    const W = angularFrequency()
    expect(motion(0, 2 * W).kind).toBe('separatrix')
    expect(motion(0, 2 * W).period).toBe(Infinity)
    expect(motion(0, 2.2 * W).kind).toBe('rotation')
    // very fast rotation: nearly uniform, one revolution in about 2π/ω₀
    const fast = motion(0, 100)
    expect(fast.period).toBeCloseTo((2 * Math.PI) / 100, 3)
  })
})

describe('the exact trajectory (RK4)', () => {
  it('conserves the energy to 1e-8 over a period at 150°', () => {
    const start: [number, number] = [deg(150), 0]
    const { period } = motion(...start)
    const states = integrate(start, period, 2000)
    const e0 = energy(start)
    for (const s of states) expect(Math.abs(energy(s) - e0)).toBeLessThan(1e-8)
  })

  it('returns to its start after the elliptic-integral period, and not after the small-angle one', () => {
    const start: [number, number] = [deg(120), 0]
    const { period } = motion(...start)
    const end = integrate(start, period, 2000).at(-1)!
    expect(Math.hypot(end[0] - start[0], end[1] - start[1])).toBeLessThan(1e-8)
    const early = integrate(start, smallAnglePeriod(), 2000).at(-1)!
    expect(Math.hypot(early[0] - start[0], early[1] - start[1])).toBeGreaterThan(0.5)
  })

  it('for a small swing is close to the linear solution', () => {
    const a = 0.01
    const T = smallAnglePeriod() / 3
    const [theta] = integrate([a, 0], T, 500).at(-1)!
    expect(theta).toBeCloseTo(linearState(a, 0, T)[0], 6)
  })

  it('a rotation advances θ by 2π in one period and is split where θ wraps', () => {
    const W = angularFrequency()
    const start: [number, number] = [0, 2.5 * W]
    const { period } = motion(...start)
    const end = integrate(start, period, 4000).at(-1)!
    expect(end[0]).toBeCloseTo(2 * Math.PI, 7)
    const pieces = exactTrajectory(...start)
    expect(pieces.length).toBe(2)
    for (const piece of pieces) for (const [t] of piece) expect(Math.abs(t)).toBeLessThanOrEqual(Math.PI)
  })
})

describe('the linear (small-angle) solution', () => {
  it('is an ellipse θ² + (ω/Ω)² = const, periodic with 2π/Ω', () => {
    const W = angularFrequency()
    const r2 = 0.5 ** 2 + (1 / W) ** 2
    for (const t of [0.1, 0.7, 1.3]) {
      const [th, w] = linearState(0.5, 1, t)
      expect(th * th + (w / W) ** 2).toBeCloseTo(r2, 12)
    }
    const [th, w] = linearState(0.5, 1, smallAnglePeriod())
    expect(th).toBeCloseTo(0.5, 12)
    expect(w).toBeCloseTo(1, 12)
  })

  it('wraps angles into [−π, π)', () => {
    expect(wrap(3 * Math.PI / 2)).toBeCloseTo(-Math.PI / 2, 12)
    expect(wrap(-Math.PI)).toBeCloseTo(-Math.PI, 12)
  })
})
