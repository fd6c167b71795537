/** Small numeric tools and constants shared by the answer tables. Plain code, no dependencies. */

/** CODATA 2018 exact and recommended values, SI units. */
export const SI = {
  c: 299_792_458,
  h: 6.626_070_15e-34,
  hbar: 6.626_070_15e-34 / (2 * Math.PI),
  e: 1.602_176_634e-19,
  kB: 1.380_649e-23,
  NA: 6.022_140_76e23,
  G: 6.674_30e-11,
  eps0: 8.854_187_8128e-12,
  mu0: 1.256_637_062_12e-6,
  me: 9.109_383_7015e-31,
  mp: 1.672_621_923_69e-27,
  sigma: 5.670_374_419e-8,
  g0: 9.806_65,
} as const

export const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

export function factorial(n: number): number {
  let f = 1
  for (let i = 2; i <= n; i++) f *= i
  return f
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  let r = 1
  for (let i = 1; i <= Math.min(k, n - k); i++) r = (r * (n - i + 1)) / i
  return Math.round(r)
}

export function gcd(a: number, b: number): number {
  a = Math.abs(a)
  b = Math.abs(b)
  while (b) [a, b] = [b, a % b]
  return a
}

/** base^exp mod m with BigInt, exact for any size. */
export function modPow(base: number, exp: number, m: number): number {
  let r = 1n
  let b = BigInt(base) % BigInt(m)
  let x = BigInt(exp)
  const mm = BigInt(m)
  while (x > 0n) {
    if (x & 1n) r = (r * b) % mm
    b = (b * b) % mm
    x >>= 1n
  }
  return Number(r)
}

/** Composite Simpson's rule with n (even) intervals. */
export function integrate(f: (x: number) => number, a: number, b: number, n = 10_000): number {
  const h = (b - a) / n
  let s = f(a) + f(b)
  for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(a + i * h)
  return (s * h) / 3
}

/** A root of f in [a, b] by bisection (f(a) and f(b) of opposite signs). */
export function bisect(f: (x: number) => number, a: number, b: number, tol = 1e-12): number {
  let fa = f(a)
  for (let i = 0; i < 200 && b - a > tol; i++) {
    const m = (a + b) / 2
    const fm = f(m)
    if (fa * fm <= 0) b = m
    else {
      a = m
      fa = fm
    }
  }
  return (a + b) / 2
}

/** Round to `digits` decimals, as a statement that asks for them expects. */
export const round = (x: number, digits = 0) => Math.round(x * 10 ** digits) / 10 ** digits

/** Count the items of a finite iterable satisfying a predicate (brute-force checks). */
export function count<T>(items: Iterable<T>, predicate: (item: T) => boolean): number {
  let n = 0
  for (const item of items) if (predicate(item)) n++
  return n
}

/** 0, 1, ..., n - 1 */
export const range = (n: number) => Array.from({ length: n }, (_, i) => i)

/** All 2^n assignments of true/false to n variables (truth-table rows, working/failed components). */
export function booleanAssignments(n: number): boolean[][] {
  let rows: boolean[][] = [[]]
  for (let i = 0; i < n; i++) rows = rows.flatMap((row) => [[...row, false], [...row, true]])
  return rows
}

/** Round to `n` significant figures, as a statement that asks for them expects. */
export const sig = (x: number, n: number) => Number(x.toPrecision(n))

/** Every permutation of 0, 1, ..., n - 1 (n! arrays), built by inserting n - 1 into each of those of n - 1. */
export function permutations(n: number): number[][] {
  if (n === 0) return [[]]
  return permutations(n - 1).flatMap((p) => range(n).map((i) => [...p.slice(0, i), n - 1, ...p.slice(i)]))
}

/** The x in [a, b] where a unimodal f is largest, by golden-section search (to a 1e-12 fraction of [a, b]). */
export function argMax(f: (x: number) => number, a: number, b: number): number {
  const r = (Math.sqrt(5) - 1) / 2
  const tol = 1e-12 * (b - a)
  let x1 = b - r * (b - a)
  let x2 = a + r * (b - a)
  let f1 = f(x1)
  let f2 = f(x2)
  while (b - a > tol) {
    if (f1 < f2) {
      a = x1
      x1 = x2
      f1 = f2
      x2 = a + r * (b - a)
      f2 = f(x2)
    } else {
      b = x2
      x2 = x1
      f2 = f1
      x1 = b - r * (b - a)
      f1 = f(x1)
    }
  }
  return (a + b) / 2
}

/** Complex numbers as [re, im]. */
export type Complex = readonly [number, number]
export const cAdd = (a: Complex, b: Complex): Complex => [a[0] + b[0], a[1] + b[1]]
export const cMul = (a: Complex, b: Complex): Complex => [a[0] * b[0] - a[1] * b[1], a[0] * b[1] + a[1] * b[0]]
export const cConj = (a: Complex): Complex => [a[0], -a[1]]
export function cDiv(a: Complex, b: Complex): Complex {
  const d = b[0] * b[0] + b[1] * b[1]
  return [(a[0] * b[0] + a[1] * b[1]) / d, (a[1] * b[0] - a[0] * b[1]) / d]
}
