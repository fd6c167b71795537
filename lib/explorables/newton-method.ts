/**
 * The mathematics of the newton-method explorable (components/explorables/newton-method.client.tsx):
 * Newton's iteration x ↦ x − f(x)/f'(x) for a few functions chosen to show quadratic convergence, a stable
 * cycle and divergence.
 */

/** A function to solve f(x) = 0 for (its formula, or its name in words, is the explorable's message `newtonMethod.functions.<name>`). */
export interface Newtonable {
  f: (x: number) => number
  df: (x: number) => number
  /** The real root the iterates are measured against. */
  root: number
  /** The window the explorable draws, and where the initial guess may be dragged. */
  view: { x: [number, number]; y: [number, number] }
  x0: number
}

export type FunctionName = 'cubic' | 'cosine' | 'cycle' | 'cube-root'

const cbrt = Math.cbrt

export const functions: Record<FunctionName, Newtonable> = {
  // Wallis's example, the equation Newton himself solved: one simple root near 2.0946.
  cubic: { f: (x) => x ** 3 - 2 * x - 5, df: (x) => 3 * x * x - 2, root: 2.0945514815423265, view: { x: [-0.5, 3.5], y: [-10, 25] }, x0: 3 },
  cosine: { f: (x) => Math.cos(x) - x, df: (x) => -Math.sin(x) - 1, root: 0.7390851332151607, view: { x: [-1.25, 3], y: [-4, 2] }, x0: 2 },
  // From 0 Newton's method jumps to 1 and back to 0 for ever; the real root is near −1.769.
  cycle: { f: (x) => x ** 3 - 2 * x + 2, df: (x) => 3 * x * x - 2, root: -1.7692923542386314, view: { x: [-2.5, 2], y: [-8, 8] }, x0: 0 },
  // The real cube root: f'(x) = 1/(3 x^(2/3)), so each step sends x to −2x.
  'cube-root': { f: cbrt, df: (x) => 1 / (3 * cbrt(x) ** 2), root: 0, view: { x: [-3.3, 3.3], y: [-1.6, 1.6] }, x0: 0.5 },
}

export interface Step {
  x: number
  fx: number
  dfx: number
}

/**
 * The first `steps` Newton steps from x0: each entry is an iterate x_k with f and f' there; the list has
 * steps + 1 iterates, fewer if f(x_k) = 0 (a root is reached), f'(x_k) = 0 (the tangent is horizontal and
 * the next iterate does not exist) or the iterates leave every finite bound.
 */
export function newton(f: (x: number) => number, df: (x: number) => number, x0: number, steps = 6): Step[] {
  const out: Step[] = []
  let x = x0
  for (let k = 0; k <= steps; k++) {
    const fx = f(x)
    const dfx = df(x)
    out.push({ x, fx, dfx })
    if (fx === 0 || dfx === 0 || !Number.isFinite(dfx) || k === steps) break
    x = x - fx / dfx
    if (!Number.isFinite(x)) break
  }
  return out
}

/**
 * Why the iteration stopped early, or null if it ran all its steps: 'root' when f is exactly 0 at the last
 * iterate (the root to machine precision), 'flat' when f' is zero or undefined there (its tangent never
 * meets the axis).
 */
export function stopReason(steps: Step[], wanted = 6): 'root' | 'flat' | null {
  const last = steps.at(-1)!
  if (steps.length > wanted) return null
  if (last.fx === 0) return 'root'
  if (last.dfx === 0 || !Number.isFinite(last.dfx)) return 'flat'
  return null
}

/** The number of correct decimal digits an error corresponds to (−log10 of the error), capped at 16. */
export const correctDigits = (error: number) => (error === 0 ? 16 : Math.min(16, Math.max(0, -Math.log10(Math.abs(error)))))
