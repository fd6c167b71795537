/**
 * The mathematics of the phase-portrait explorable (components/explorables/phase-portrait.client.tsx): the
 * planar linear system x' = y, y' = −k x − c y (a mass on a spring with stiffness k and damping c, per unit
 * mass), its eigenvalues and type, its direction field, and trajectories computed with the classical
 * fourth-order Runge–Kutta method, kept apart from the drawing so it is tested on its own.
 */

export type Vec2 = [number, number]

/** A right-hand side y' = f(t, y) for a state vector y. */
export type Rhs = (t: number, y: number[]) => number[]

const axpy = (a: number, x: number[], y: number[]) => y.map((yi, i) => yi + a * x[i]!)

/** One step of the classical Runge–Kutta method (RK4) of size h from (t, y); its global error is O(h⁴). */
export function rk4Step(f: Rhs, t: number, y: number[], h: number): number[] {
  const k1 = f(t, y)
  const k2 = f(t + h / 2, axpy(h / 2, k1, y))
  const k3 = f(t + h / 2, axpy(h / 2, k2, y))
  const k4 = f(t + h, axpy(h, k3, y))
  return y.map((yi, i) => yi + (h / 6) * (k1[i]! + 2 * k2[i]! + 2 * k3[i]! + k4[i]!))
}

/** The states y(t0), y(t0 + h), …, y(t0 + n h) computed with n RK4 steps of fixed size h. */
export function rk4Solve(f: Rhs, y0: number[], h: number, n: number, t0 = 0): number[][] {
  const out = [y0]
  let y = y0
  for (let i = 0; i < n; i++) {
    y = rk4Step(f, t0 + i * h, y, h)
    out.push(y)
  }
  return out
}

/** The damped oscillator x' = y, y' = −k x − c y as a right-hand side. */
export const oscillator =
  (c: number, k: number): Rhs =>
  (_t, [x = 0, y = 0]) => [y, -k * x - c * y]

/**
 * The trajectory from `start` over the time interval [0, T] in fixed RK4 steps of size h, cut short once it
 * leaves the disc of radius `escape` (an unstable solution grows without bound and leaves the picture).
 */
export function trajectory(c: number, k: number, start: Vec2, T = 20, h = 0.02, escape = 50): Vec2[] {
  const f = oscillator(c, k)
  const points: Vec2[] = [start]
  let y: number[] = start
  for (let i = 0; i < Math.round(T / h); i++) {
    y = rk4Step(f, i * h, y, h)
    const p: Vec2 = [y[0]!, y[1]!]
    points.push(p)
    if (Math.hypot(...p) > escape) break
  }
  return points
}

export type Kind =
  | 'saddle'
  | 'stable node'
  | 'unstable node'
  | 'stable degenerate node'
  | 'unstable degenerate node'
  | 'stable spiral'
  | 'unstable spiral'
  | 'centre'
  | 'line of equilibria'

/**
 * The eigenvalues of A = (0 1; −k −c), from λ² − τλ + Δ = 0 with trace τ = −c and determinant Δ = k, and the
 * type of the equilibrium at the origin. Values within `eps` of a borderline count as on it, so that slider
 * values such as c = 0 land exactly on the centre.
 */
export function classify(c: number, k: number, eps = 1e-9) {
  const trace = -c
  const det = k
  const disc = trace * trace - 4 * det
  const sign = trace < -eps ? 'stable' : 'unstable'
  let kind: Kind
  if (Math.abs(det) <= eps) kind = 'line of equilibria'
  else if (det < 0) kind = 'saddle'
  else if (Math.abs(trace) <= eps) kind = 'centre'
  else if (disc < -eps) kind = `${sign} spiral`
  else if (disc <= eps) kind = `${sign} degenerate node`
  else kind = `${sign} node`
  const eigenvalues =
    disc < -eps
      ? { real: false as const, re: trace / 2, im: Math.sqrt(-disc) / 2 }
      : { real: true as const, values: [(trace + Math.sqrt(Math.max(disc, 0))) / 2, (trace - Math.sqrt(Math.max(disc, 0))) / 2] as Vec2 }
  return { trace, det, kind, eigenvalues }
}

/** A real eigenvalue λ of (0 1; −k −c) has the eigenvector (1, λ): its first row says y = λ x. */
export const eigenvector = (lambda: number): Vec2 => {
  const r = Math.hypot(1, lambda)
  return [1 / r, lambda / r]
}

/**
 * The direction field on the grid of multiples of `step` in [−xRange, xRange] × [−yRange, yRange]: for each
 * grid point a short segment of length `len` centred on it, along (but not scaled by) the velocity there.
 * Equilibria (zero velocity) get no segment.
 */
export function directionField(c: number, k: number, xRange = 3, yRange = 3, step = 0.5, len = 0.3): [Vec2, Vec2][] {
  const f = oscillator(c, k)
  const segments: [Vec2, Vec2][] = []
  const nx = Math.round(xRange / step)
  const ny = Math.round(yRange / step)
  for (let i = -nx; i <= nx; i++)
    for (let j = -ny; j <= ny; j++) {
      const p: Vec2 = [i * step, j * step]
      const [u = 0, v = 0] = f(0, p)
      const r = Math.hypot(u, v)
      if (r < 1e-12) continue
      const d: Vec2 = [((u / r) * len) / 2, ((v / r) * len) / 2]
      segments.push([
        [p[0] - d[0], p[1] - d[1]],
        [p[0] + d[0], p[1] + d[1]],
      ])
    }
  return segments
}

/**
 * A segment drawn as an arrow in one polyline: tail → tip → one barb → tip → the other barb, the barbs of
 * length `head` at ±`angle` radians from the backward direction (in a picture with equal x and y units).
 */
export function arrow([tail, tip]: [Vec2, Vec2], head = 0.1, angle = 0.45): Vec2[] {
  const back = Math.atan2(tail[1] - tip[1], tail[0] - tip[0])
  const barb = (a: number): Vec2 => [tip[0] + head * Math.cos(a), tip[1] + head * Math.sin(a)]
  return [tail, tip, barb(back + angle), tip, barb(back - angle)]
}
