/**
 * The mathematics of the gradient-descent explorable (components/explorables/gradient-descent.client.tsx):
 * two objectives on the plane, their level curves, and the iteration x ↦ x − η ∇f(x).
 */

export type Point = readonly [number, number]

/**
 * The quadratic f(x, y) = ½(x²/κ + y²): curvatures 1/κ and 1, so the gradient is 1-Lipschitz (L = 1),
 * the condition number is κ, and the level sets are ellipses κ times longer in x than in y.
 */
export const quadratic = {
  f: ([x, y]: Point, kappa: number) => 0.5 * ((x * x) / kappa + y * y),
  grad: ([x, y]: Point, kappa: number): Point => [x / kappa, y],
  L: 1,
  minimizer: [0, 0] as Point,
  /** The ellipse {f = c}: its semi-axes along x and y. */
  levelSemiAxes: (c: number, kappa: number): [number, number] => [Math.sqrt(2 * c * kappa), Math.sqrt(2 * c)],
}

/** Rosenbrock's function (1 − x)² + 100(y − x²)², minimum 0 at (1, 1) at the bottom of a curved, narrow valley. */
export const rosenbrock = {
  f: ([x, y]: Point) => (1 - x) ** 2 + 100 * (y - x * x) ** 2,
  grad: ([x, y]: Point): Point => [-2 * (1 - x) - 400 * x * (y - x * x), 200 * (y - x * x)],
  minimizer: [1, 1] as Point,
  /** The largest eigenvalue of the Hessian [[802, −400], [−400, 200]] at the minimizer: 501 + √250601 ≈ 1001.6. */
  curvatureAtMinimizer: 501 + Math.sqrt(250601),
}

export interface Descent {
  /** x_0, x_1, …: the start and up to `steps` iterates (fewer if they diverge). */
  points: Point[]
  /** True when an iterate left every reasonable bound (|x| or |y| above 10⁶) or stopped being finite. */
  diverged: boolean
}

/** Gradient descent x_{k+1} = x_k − η ∇f(x_k) for `steps` steps. */
export function descend(grad: (p: Point) => Point, start: Point, eta: number, steps = 50): Descent {
  const points: Point[] = [start]
  let p = start
  for (let k = 0; k < steps; k++) {
    const [gx, gy] = grad(p)
    p = [p[0] - eta * gx, p[1] - eta * gy]
    points.push(p)
    if (!Number.isFinite(p[0]) || !Number.isFinite(p[1]) || Math.max(Math.abs(p[0]), Math.abs(p[1])) > 1e6) return { points, diverged: true }
  }
  return { points, diverged: false }
}

/**
 * The level set {f = c} of Rosenbrock's function, exactly, as a closed curve t ∈ [0, 2π] ↦ (x, y): with
 * 1 − x = √c cos t and 10(y − x²) = √c sin t the two squares add up to c.
 */
export function rosenbrockLevel(c: number): (t: number) => Point {
  const r = Math.sqrt(c)
  return (t) => {
    const x = 1 - r * Math.cos(t)
    return [x, x * x + (r / 10) * Math.sin(t)]
  }
}
