import { describe, expect, it } from 'vitest'
import { descend, quadratic, rosenbrock, rosenbrockLevel, type Point } from '@/lib/explorables/gradient-descent'

const norm = ([x, y]: Point) => Math.hypot(x, y)

describe('gradient descent on the quadratic ½(x²/κ + y²) (L = 1)', () => {
  it('converges for every step below 2/L and diverges above it', () => {
    for (const kappa of [1, 4, 20]) {
      const grad = (p: Point) => quadratic.grad(p, kappa)
      for (const eta of [0.1, 1, 1.5, 1.95]) {
        const run = descend(grad, [3, 2], eta, 2000)
        expect(run.diverged).toBe(false)
        expect(norm(run.points.at(-1)!)).toBeLessThan(1e-3)
      }
      for (const eta of [2.05, 2.5]) expect(descend(grad, [3, 2], eta, 2000).diverged).toBe(true)
    }
  })

  it('multiplies each coordinate of the error by 1 − η·curvature, so y zigzags when η > 1', () => {
    const kappa = 10
    const eta = 1.8
    const { points } = descend((p) => quadratic.grad(p, kappa), [-5, 2], eta, 5)
    points.slice(1).forEach(([x, y], k) => {
      expect(x).toBeCloseTo((1 - eta / kappa) * points[k]![0], 12)
      expect(y).toBeCloseTo((1 - eta) * points[k]![1], 12)
    })
    // the y-coordinate changes sign at every step: the zigzag across the valley
    expect(points.every(([, y], k) => k === 0 || Math.sign(y) !== Math.sign(points[k - 1]![1]))).toBe(true)
  })

  it('slows down as the conditioning worsens: the best rate (κ − 1)/(κ + 1) is attained at η = 2/(L + m)', () => {
    const contraction = (kappa: number, eta: number) => Math.max(Math.abs(1 - eta / kappa), Math.abs(1 - eta))
    for (const kappa of [2, 10, 50]) {
      const best = 2 / (1 + 1 / kappa)
      expect(contraction(kappa, best)).toBeCloseTo((kappa - 1) / (kappa + 1), 12)
      // after 40 steps from a generic start the error has shrunk by about that factor per step
      const run = descend((p) => quadratic.grad(p, kappa), [1, 1], best, 40)
      expect(norm(run.points.at(-1)!) / norm(run.points[0]!)).toBeLessThanOrEqual(contraction(kappa, best) ** 40 * 1.0001)
    }
  })

  it('with η = 1/L never increases f (the descent lemma)', () => {
    const run = descend((p) => quadratic.grad(p, 8), [-5, 2.5], 1, 50)
    const values = run.points.map((p) => quadratic.f(p, 8))
    values.slice(1).forEach((v, k) => expect(v).toBeLessThanOrEqual(values[k]!))
  })
})

describe("Rosenbrock's function", () => {
  it('has zero gradient at its minimizer (1, 1) and the gradient matches finite differences', () => {
    for (const g of rosenbrock.grad([1, 1])) expect(g).toBeCloseTo(0, 14)
    const h = 1e-6
    for (const p of [[-1.2, 1], [0.3, -0.4], [1.5, 2]] as Point[]) {
      const [gx, gy] = rosenbrock.grad(p)
      expect(gx).toBeCloseTo((rosenbrock.f([p[0] + h, p[1]]) - rosenbrock.f([p[0] - h, p[1]])) / (2 * h), 3)
      expect(gy).toBeCloseTo((rosenbrock.f([p[0], p[1] + h]) - rosenbrock.f([p[0], p[1] - h])) / (2 * h), 3)
    }
  })

  it('lets the iterates settle at the minimizer only for steps below 2/λmax ≈ 0.002', () => {
    expect(rosenbrock.curvatureAtMinimizer).toBeCloseTo(1001.6, 1)
    const limit = 2 / rosenbrock.curvatureAtMinimizer
    const near: Point = [1.01, 1.01]
    expect(descend(rosenbrock.grad, near, 0.95 * limit, 3000).points.at(-1)!.every((c) => Math.abs(c - 1) < 1e-2)).toBe(true)
    // Above the limit the minimizer repels: the iterates bounce across the valley and never settle there.
    const above = descend(rosenbrock.grad, near, 1.1 * limit, 3000).points.at(-1)!
    expect(norm([above[0] - 1, above[1] - 1])).toBeGreaterThan(0.05)
  })

  it('from the classic start (−1.2, 1) falls into the valley fast but creeps along it', () => {
    const run = descend(rosenbrock.grad, [-1.2, 1], 0.001, 50)
    expect(run.diverged).toBe(false)
    const f = run.points.map(rosenbrock.f)
    expect(f.at(-1)!).toBeLessThan(f[0]! / 4)
    expect(norm([run.points.at(-1)![0] - 1, run.points.at(-1)![1] - 1])).toBeGreaterThan(1)
  })
})

describe('level curves', () => {
  it("of Rosenbrock's function lie exactly on their level and close up", () => {
    for (const c of [0.5, 2, 32]) {
      const curve = rosenbrockLevel(c)
      for (let t = 0; t <= 2 * Math.PI; t += 0.1) expect(rosenbrock.f(curve(t))).toBeCloseTo(c, 10)
      expect(curve(2 * Math.PI)[0]).toBeCloseTo(curve(0)[0], 12)
      expect(curve(2 * Math.PI)[1]).toBeCloseTo(curve(0)[1], 12)
    }
  })

  it('of the quadratic are ellipses with semi-axes √(2cκ) and √(2c)', () => {
    const [a, b] = quadratic.levelSemiAxes(0.5, 9)
    expect(a).toBeCloseTo(3, 12)
    expect(b).toBeCloseTo(1, 12)
    for (let t = 0; t < 6.3; t += 0.3) expect(quadratic.f([a * Math.cos(t), b * Math.sin(t)], 9)).toBeCloseTo(0.5, 12)
  })
})
