/**
 * The mathematics of the linear-map explorable (components/explorables/linear-map.client.tsx): a 2×2 real
 * matrix given by the images of the standard basis vectors, its determinant, and its real eigenvalues and
 * eigenvectors, kept apart from the drawing so it is tested on its own.
 */

export type Vec2 = [number, number]

/** A 2×2 matrix by its columns: `col1` is A e1 and `col2` is A e2, so A = [[col1[0], col2[0]], [col1[1], col2[1]]]. */
export interface Mat2 {
  col1: Vec2
  col2: Vec2
}

/** The matrix with the given rows (a b; c d). */
export const fromRows = (a: number, b: number, c: number, d: number): Mat2 => ({ col1: [a, c], col2: [b, d] })

/** A v = v1 (A e1) + v2 (A e2). */
export const apply = ({ col1, col2 }: Mat2, [x, y]: Vec2): Vec2 => [x * col1[0] + y * col2[0], x * col1[1] + y * col2[1]]

/** det A = ad − bc: the signed area of the parallelogram spanned by the columns (negative when they are clockwise). */
export const det = ({ col1, col2 }: Mat2) => col1[0] * col2[1] - col2[0] * col1[1]

export const trace = ({ col1, col2 }: Mat2) => col1[0] + col2[1]

/**
 * The eigen-structure of a real 2×2 matrix, from the characteristic polynomial λ² − (tr A) λ + det A:
 * - `distinct`: two real eigenvalues (largest first), each with a unit eigenvector;
 * - `repeated`: one real eigenvalue; either A = λI (`everyDirection`, every nonzero vector is an
 *   eigenvector) or A is not diagonalizable and has a single eigen-direction (a shear, for instance);
 * - `complex`: the conjugate pair re ± i·im (im > 0), and no real eigenvector (a rotation, for instance).
 */
export type Eigen =
  | { kind: 'distinct'; values: [number, number]; vectors: [Vec2, Vec2] }
  | { kind: 'repeated'; value: number; everyDirection: true }
  | { kind: 'repeated'; value: number; everyDirection: false; vector: Vec2 }
  | { kind: 'complex'; re: number; im: number }

const normalize = ([x, y]: Vec2): Vec2 => {
  const r = Math.hypot(x, y)
  return [x / r, y / r]
}

/**
 * A unit vector in the kernel of A − λI, or null when A − λI = 0 (every vector is then an eigenvector).
 * Each row (p, q) of A − λI is orthogonal to the kernel, so (−q, p) spans it when A − λI has rank 1; the
 * longer row is used, for accuracy.
 */
export function kernelDirection(A: Mat2, lambda: number, tolerance = 1e-12): Vec2 | null {
  const row1: Vec2 = [A.col1[0] - lambda, A.col2[0]]
  const row2: Vec2 = [A.col1[1], A.col2[1] - lambda]
  const row = Math.hypot(...row1) >= Math.hypot(...row2) ? row1 : row2
  if (Math.hypot(...row) <= tolerance) return null
  return normalize([-row[1], row[0]])
}

/**
 * The eigenvalues and eigenvectors of A. `tolerance` decides when the discriminant (tr A)² − 4 det A counts
 * as zero, relative to the size of the entries; on the explorable's grid of quarters it is exactly zero.
 */
export function eigen(A: Mat2, tolerance = 1e-10): Eigen {
  const t = trace(A)
  const d = det(A)
  const scale = Math.max(1, ...[...A.col1, ...A.col2].map(Math.abs)) ** 2
  const disc = t * t - 4 * d
  if (Math.abs(disc) <= tolerance * scale) {
    const value = t / 2
    const vector = kernelDirection(A, value, Math.sqrt(tolerance * scale))
    return vector ? { kind: 'repeated', value, everyDirection: false, vector } : { kind: 'repeated', value, everyDirection: true }
  }
  if (disc < 0) return { kind: 'complex', re: t / 2, im: Math.sqrt(-disc) / 2 }
  // λ1 = (t + s)/2 computed directly; λ2 = det/λ1 avoids cancellation when t and s nearly cancel.
  const s = Math.sqrt(disc)
  const big = (t + Math.sign(t || 1) * s) / 2
  const small = d / big
  const values: [number, number] = big >= small ? [big, small] : [small, big]
  return { kind: 'distinct', values, vectors: [kernelDirection(A, values[0])!, kernelDirection(A, values[1])!] }
}

/** How the map treats orientation: kept (det > 0), reversed (det < 0) or lost, everything flattened (det = 0). */
export function orientation(A: Mat2, tolerance = 1e-12): 'preserved' | 'reversed' | 'collapsed' {
  const d = det(A)
  return Math.abs(d) <= tolerance ? 'collapsed' : d > 0 ? 'preserved' : 'reversed'
}

/** The presets of the explorable, by name; each is given by its rows. */
export const PRESETS = {
  start: fromRows(1.5, 1, 0.5, 2),
  shear: fromRows(1, 1, 0, 1),
  rotation: fromRows(0, -1, 1, 0),
  reflection: fromRows(0, 1, 1, 0),
  projection: fromRows(0.5, 0.5, 0.5, 0.5),
  symmetric: fromRows(2, 1, 1, 2),
} satisfies Record<string, Mat2>

/** Rounds a coordinate to the nearest quarter: the handles move on this grid, where the arithmetic is exact. */
export const snap = (x: number, step = 0.25) => Math.round(x / step) * step
