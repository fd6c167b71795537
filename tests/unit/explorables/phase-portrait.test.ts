import { describe, expect, it } from 'vitest'
import { arrow, classify, directionField, eigenvector, oscillator, rk4Solve, trajectory, type Vec2 } from '@/lib/explorables/phase-portrait'

describe('RK4', () => {
  const growth = (_t: number, y: number[]) => [y[0]!]
  const errorAt1 = (h: number) => Math.abs(rk4Solve(growth, [1], h, Math.round(1 / h)).at(-1)![0]! - Math.E)

  it('solves y′ = y to within 1e-6 at t = 1 with h = 0.05', () => {
    expect(errorAt1(0.05)).toBeLessThan(1e-6)
  })

  it('has a global error shrinking like h⁴: halving h divides it by about 16', () => {
    const ratio1 = errorAt1(0.1) / errorAt1(0.05)
    const ratio2 = errorAt1(0.05) / errorAt1(0.025)
    expect(ratio1).toBeGreaterThan(14)
    expect(ratio1).toBeLessThan(18)
    expect(ratio2).toBeGreaterThan(15)
    expect(ratio2).toBeLessThan(17)
  })

  it('integrates a time-dependent right side: y′ = 2t, y(0) = 0 gives t² exactly (Simpson is exact for it)', () => {
    const ys = rk4Solve((t) => [2 * t], [0], 0.25, 8)
    expect(ys.at(-1)![0]!).toBeCloseTo(4, 12)
  })
})

describe('the damped oscillator x′ = y, y′ = −kx − cy', () => {
  it('without damping follows x = cos t, y = −sin t from (1, 0), and closes after one period 2π', () => {
    const h = (2 * Math.PI) / 1000
    const path = rk4Solve(oscillator(0, 1), [1, 0], h, 1000)
    for (const i of [250, 500, 750]) {
      const [x, y] = path[i]!
      expect(x!).toBeCloseTo(Math.cos(i * h), 8)
      expect(y!).toBeCloseTo(-Math.sin(i * h), 8)
    }
    const [x, y] = path[1000]!
    expect(Math.hypot(x! - 1, y!)).toBeLessThan(1e-8)
  })

  it('with damping c = 1, k = 1 decays: the energy (x² + y²)/2 never increases along the trajectory', () => {
    const path = trajectory(1, 1, [2, 0])
    const energy = path.map(([x, y]) => (x * x + y * y) / 2)
    for (let i = 1; i < energy.length; i++) expect(energy[i]!).toBeLessThanOrEqual(energy[i - 1]! + 1e-12)
    expect(energy.at(-1)!).toBeLessThan(1e-6)
  })

  it('stops an unstable trajectory once it leaves the disc of radius 50', () => {
    const path = trajectory(0, -1, [1, 1])
    expect(path.length).toBeLessThan(1001)
    expect(Math.hypot(...path.at(-1)!)).toBeGreaterThan(50)
  })
})

describe('classification by trace and determinant', () => {
  it('names each type of equilibrium', () => {
    expect(classify(0, -1).kind).toBe('saddle')
    expect(classify(3, 1).kind).toBe('stable node')
    expect(classify(-3, 1).kind).toBe('unstable node')
    expect(classify(2, 1).kind).toBe('stable degenerate node')
    expect(classify(0.5, 1).kind).toBe('stable spiral')
    expect(classify(-0.5, 1).kind).toBe('unstable spiral')
    expect(classify(0, 1).kind).toBe('centre')
    expect(classify(1, 0).kind).toBe('line of equilibria')
  })

  it('gives eigenvalues that solve λ² + cλ + k = 0', () => {
    for (const [c, k] of [
      [3, 1],
      [0, -2],
      [2, 1],
    ] as [number, number][]) {
      const e = classify(c, k).eigenvalues
      if (!e.real) throw new Error('expected real eigenvalues')
      for (const l of e.values) expect(l * l + c * l + k).toBeCloseTo(0, 12)
    }
    const spiral = classify(0.5, 1).eigenvalues
    expect(spiral.real).toBe(false)
    if (!spiral.real) {
      expect(spiral.re).toBeCloseTo(-0.25, 12)
      expect(spiral.im).toBeCloseTo(Math.sqrt(1 - 0.0625), 12)
    }
  })

  it('eigenvectors (1, λ) are invariant lines: a trajectory started on one stays on it', () => {
    const { eigenvalues } = classify(3, 1)
    if (!eigenvalues.real) throw new Error('expected real eigenvalues')
    const v = eigenvector(eigenvalues.values[1])
    const path = trajectory(3, 1, [2 * v[0], 2 * v[1]], 2)
    for (const [x, y] of path) expect(x * v[1] - y * v[0]).toBeCloseTo(0, 8)
  })
})

describe('direction field', () => {
  it('draws segments of fixed length tangent to the field, none at the equilibrium', () => {
    const segments = directionField(0.5, 1, 2, 2, 1, 0.4)
    expect(segments).toHaveLength(24)
    for (const [[x1, y1], [x2, y2]] of segments) {
      expect(Math.hypot(x2 - x1, y2 - y1)).toBeCloseTo(0.4, 12)
      const [u = 0, v = 0] = oscillator(0.5, 1)(0, [(x1 + x2) / 2, (y1 + y2) / 2])
      expect((x2 - x1) * v - (y2 - y1) * u).toBeCloseTo(0, 12)
      expect((x2 - x1) * u + (y2 - y1) * v).toBeGreaterThan(0)
    }
  })
})

describe('arrow', () => {
  it('puts two barbs of the given length behind the tip, symmetric about the shaft', () => {
    const pts = arrow([
      [0, 0],
      [1, 0],
    ], 0.2, Math.PI / 4)
    const [, tip, barb1, , barb2] = pts as [Vec2, Vec2, Vec2, Vec2, Vec2]
    expect(tip).toEqual([1, 0])
    expect(barb1[0]).toBeCloseTo(1 - 0.2 * Math.SQRT1_2, 12)
    expect(barb1[1]).toBeCloseTo(-barb2[1], 12)
    expect(Math.abs(barb1[1])).toBeCloseTo(0.2 * Math.SQRT1_2, 12)
  })
})
