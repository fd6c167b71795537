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
