/**
 * The mathematics of the logistic-cobweb explorable (components/explorables/logistic-cobweb.client.tsx):
 * the logistic map g(x) = r x (1 − x) on [0, 1], its orbits, the cobweb path that draws an orbit against the
 * diagonal, and a test for the period the orbit settles into, kept apart from the drawing so it is tested
 * on its own.
 */

export type Vec2 = [number, number]

/** The logistic map g(x) = r x (1 − x); it maps [0, 1] into itself for 0 ≤ r ≤ 4. */
export const logistic = (r: number, x: number) => r * x * (1 - x)

/** The orbit x0, x1 = g(x0), …, xn. */
export function orbit(r: number, x0: number, n: number): number[] {
  const xs = [x0]
  for (let i = 0; i < n; i++) xs.push(logistic(r, xs[i]!))
  return xs
}

/** The non-zero fixed point x* = 1 − 1/r (in [0, 1] for r ≥ 1), where g′(x*) = 2 − r. */
export const fixedPoint = (r: number) => 1 - 1 / r

/**
 * The cobweb of n iterates from x0: up from (x0, 0) to the graph at (x0, x1), across to the diagonal at
 * (x1, x1), up or down to the graph at (x1, x2), and so on. Each vertical step applies g; each horizontal
 * step turns the output into the next input.
 */
export function cobweb(r: number, x0: number, n: number): Vec2[] {
  const xs = orbit(r, x0, n)
  const points: Vec2[] = [[x0, 0]]
  for (let i = 0; i < n; i++) points.push([xs[i]!, xs[i + 1]!], [xs[i + 1]!, xs[i + 1]!])
  return points
}

/**
 * The period the orbit from x0 settles into: iterate `transient` times, then return the least p ≤ maxPeriod
 * with |x_{n+p} − x_n| < tol over the next 2·maxPeriod iterates, or null when there is none (chaos, or a
 * cycle longer than maxPeriod, or convergence too slow near a bifurcation).
 */
export function settledPeriod(r: number, x0: number, { transient = 3000, maxPeriod = 16, tol = 1e-6 } = {}): number | null {
  let x = x0
  for (let i = 0; i < transient; i++) x = logistic(r, x)
  const tail = orbit(r, x, 3 * maxPeriod)
  for (let p = 1; p <= maxPeriod; p++) {
    let ok = true
    for (let i = 0; i + p < tail.length && ok; i++) ok = Math.abs(tail[i + p]! - tail[i]!) < tol
    if (ok) return p
  }
  return null
}

/** The two points of the 2-cycle for r > 3: the roots of r²x² − r(r + 1)x + (r + 1) = 0. */
export function twoCycle(r: number): Vec2 {
  const s = Math.sqrt((r + 1) * (r - 3))
  return [(r + 1 - s) / (2 * r), (r + 1 + s) / (2 * r)]
}
