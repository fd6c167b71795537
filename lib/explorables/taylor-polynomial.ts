/**
 * The mathematics of the Taylor-polynomial explorable (components/explorables/taylor-polynomial.client.tsx):
 * Taylor coefficients of four functions about a centre a, the polynomial's value, the radius of convergence
 * of the Taylor series, and the interval around a where the polynomial is within a tolerance of f.
 */

export type FunctionId = 'exp' | 'sin' | 'log1p' | 'geometric'

export interface TaylorFunction {
  id: FunctionId
  /** The name shown beside its radio button. */
  label: string
  f: (x: number) => number
  /** The k-th Taylor coefficient about a, f⁽ᵏ⁾(a)/k!. */
  coefficient: (k: number, a: number) => number
  /** The radius of convergence of the Taylor series about a (Infinity for an entire function). */
  radius: (a: number) => number
  /** The centres offered to the reader: a closed interval inside the domain, away from the singularity. */
  centres: readonly [number, number]
}

/** 1/k! for k = 0, 1, …, 40, built by division so no factorial overflows. */
const INVERSE_FACTORIAL: number[] = [1]
for (let k = 1; k <= 40; k++) INVERSE_FACTORIAL.push((INVERSE_FACTORIAL[k - 1] ?? 0) / k)

/** 1/k! for an integer k from 0 to 40 (the slider stops at degree 20). */
export function inverseFactorial(k: number): number {
  const value = INVERSE_FACTORIAL[k]
  if (value === undefined) throw new RangeError(`1/k! is tabulated for k = 0 to 40, not ${k}`)
  return value
}

/** The four derivatives of sin, in the order they cycle: sin, cos, −sin, −cos. */
const sinDerivative = (k: number, a: number) => {
  const r = k % 4
  return r === 0 ? Math.sin(a) : r === 1 ? Math.cos(a) : r === 2 ? -Math.sin(a) : -Math.cos(a)
}

export const FUNCTIONS: Record<FunctionId, TaylorFunction> = {
  exp: {
    id: 'exp',
    label: 'eˣ',
    f: Math.exp,
    // Every derivative of eˣ is eˣ.
    coefficient: (k, a) => Math.exp(a) * inverseFactorial(k),
    radius: () => Infinity,
    centres: [-3, 3],
  },
  sin: {
    id: 'sin',
    label: 'sin x',
    f: Math.sin,
    // The derivatives of sin cycle through sin, cos, −sin, −cos; taken by k mod 4 so that zeros are exact.
    coefficient: (k, a) => sinDerivative(k, a) * inverseFactorial(k),
    radius: () => Infinity,
    centres: [-3, 3],
  },
  log1p: {
    id: 'log1p',
    label: 'ln(1 + x)',
    f: (x) => (x > -1 ? Math.log1p(x) : NaN),
    // f⁽ᵏ⁾(x) = (−1)ᵏ⁻¹ (k − 1)! / (1 + x)ᵏ for k ≥ 1, so the coefficient is (−1)ᵏ⁻¹ / (k (1 + a)ᵏ).
    coefficient: (k, a) => (k === 0 ? Math.log1p(a) : (k % 2 === 1 ? 1 : -1) / (k * (1 + a) ** k)),
    // The series about a reaches to the singularity at −1.
    radius: (a) => 1 + a,
    centres: [-0.7, 3],
  },
  geometric: {
    id: 'geometric',
    label: '1/(1 − x)',
    f: (x) => 1 / (1 - x),
    // f⁽ᵏ⁾(x) = k! / (1 − x)ᵏ⁺¹, so the coefficient is 1 / (1 − a)ᵏ⁺¹.
    coefficient: (k, a) => 1 / (1 - a) ** (k + 1),
    // The series about a reaches to the pole at 1.
    radius: (a) => Math.abs(1 - a),
    centres: [-3, 0.7],
  },
}

/** The Taylor coefficients c₀, …, cₙ of fn about a: P(x) = Σ cₖ (x − a)ᵏ. */
export function coefficients(fn: TaylorFunction, a: number, n: number): number[] {
  return Array.from({ length: n + 1 }, (_, k) => fn.coefficient(k, a))
}

/** Σ cₖ (x − a)ᵏ by Horner's rule. */
export function evaluate(coeffs: readonly number[], a: number, x: number): number {
  const h = x - a
  let value = 0
  for (let k = coeffs.length - 1; k >= 0; k--) value = value * h + (coeffs[k] ?? 0)
  return value
}

/** |f(x) − Pₙ(x)| for the Taylor polynomial of degree n about a (NaN where f is undefined). */
export function taylorError(fn: TaylorFunction, a: number, n: number, x: number): number {
  return Math.abs(fn.f(x) - evaluate(coefficients(fn, a, n), a, x))
}

/** Keeps a centre inside the function's allowed centres, on a grid of 0.1 (what the handle snaps to). */
export function clampCentre(fn: TaylorFunction, a: number): number {
  const [lo, hi] = fn.centres
  return Math.min(hi, Math.max(lo, Math.round(a * 10) / 10))
}

export interface AccurateInterval {
  left: number
  right: number
  /** Whether the interval reached the edge of the window on that side (it may continue beyond). */
  leftOpen: boolean
  rightOpen: boolean
}

/**
 * The largest interval around a, inside the window [lo, hi], on which |f − Pₙ| is less than tol, found by
 * stepping out from a in steps of `step` until the error reaches tol or f is undefined.
 */
export function accurateInterval(
  fn: TaylorFunction,
  a: number,
  n: number,
  { tol = 0.01, window = [-4, 4] as readonly [number, number], step = 0.005 } = {},
): AccurateInterval {
  const coeffs = coefficients(fn, a, n)
  const good = (x: number) => {
    const e = Math.abs(fn.f(x) - evaluate(coeffs, a, x))
    return Number.isFinite(e) && e < tol
  }
  const walk = (direction: 1 | -1, edge: number) => {
    let x = a
    while (direction * (edge - x) > 1e-12) {
      const next = direction > 0 ? Math.min(edge, x + step) : Math.max(edge, x - step)
      if (!good(next)) return { end: x, open: false }
      x = next
    }
    return { end: edge, open: true }
  }
  const l = walk(-1, window[0])
  const r = walk(1, window[1])
  return { left: l.end, right: r.end, leftOpen: l.open, rightOpen: r.open }
}
