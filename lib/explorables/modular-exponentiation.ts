/**
 * The mathematics of the modular-exponentiation explorable (components/explorables/modular-exponentiation.client.tsx):
 * toy RSA with small primes, and square-and-multiply recorded one bit of the exponent at a time. Integers are
 * BigInt throughout, as real RSA needs (a 2048-bit modulus is far beyond a double's 53 bits).
 */

/** One bit of the exponent read by square-and-multiply. */
export interface Step {
  /** The bit just read, '0' or '1'. */
  bit: string
  /** The bits of the exponent read so far, as a number: the running value is m^prefix mod n. */
  prefix: bigint
  /** The running value after squaring, m^(2·prefix_before) mod n. */
  squared: bigint
  /** The running value after this bit: squared, times m if the bit is 1. */
  result: bigint
}

// #region modular-exponentiation
/** m^e mod n by square-and-multiply, reading the bits of e from the most significant. */
export function modPow(m: bigint, e: bigint, n: bigint, record?: (step: Step) => void): bigint {
  let result = 1n // m^0
  let prefix = 0n // the bits of e read so far, as a number
  for (const bit of e.toString(2)) {
    const squared = (result * result) % n // m^(2·prefix)
    prefix = 2n * prefix + (bit === '1' ? 1n : 0n)
    result = bit === '1' ? (squared * m) % n : squared // m^prefix
    record?.({ bit, prefix, squared, result })
  }
  return result
}

/** The inverse of e modulo phi, by the extended Euclidean algorithm. */
export function inverse(e: bigint, phi: bigint): bigint {
  let [r0, r1] = [phi, e] // remainders
  let [s0, s1] = [0n, 1n] // with r_i ≡ s_i · e (mod phi)
  while (r1 !== 0n) {
    const q = r0 / r1
    ;[r0, r1] = [r1, r0 - q * r1]
    ;[s0, s1] = [s1, s0 - q * s1]
  }
  if (r0 !== 1n) throw new RangeError('e has no inverse modulo phi')
  return ((s0 % phi) + phi) % phi
}
// #endregion modular-exponentiation

/** Greatest common divisor of two non-negative integers. */
export function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b]
  return a
}

/** Whether n is prime, by trial division (the explorable's numbers are small). */
export function isPrime(n: number): boolean {
  if (!Number.isInteger(n) || n < 2) return false
  for (let k = 2; k * k <= n; k++) if (n % k === 0) return false
  return true
}

/** The primes the explorable offers for p and q, 3 to 97: n stays below 10 000 and d has at most 14 bits. */
export const PRIMES = Array.from({ length: 95 }, (_, k) => k + 3).filter(isPrime)

export interface Rsa {
  n: bigint
  phi: bigint
  d: bigint
  c: bigint
  /** The steps of c = m^e mod n, then those of m = c^d mod n. */
  encrypt: Step[]
  decrypt: Step[]
}

/** Why an RSA instance is not valid: the key of its message (the explorable's `modularExponentiation.problems.<key>`) and its arguments. */
export type Problem =
  | { key: 'notPrime'; values: { n: number } }
  | { key: 'samePrimes'; values: Record<string, never> }
  | { key: 'exponentRange' | 'messageRange'; values: { max: number } }
  | { key: 'sharesFactor'; values: { e: number; factor: string; phi: number } }

/**
 * Why (p, q, e, m) is not a valid toy RSA instance, to be put in words for the reader, or null if it is.
 * Inputs are the numbers the reader typed (NaN for an empty box).
 */
export function problem(p: number, q: number, e: number, m: number): Problem | null {
  if (!isPrime(p) || !isPrime(q)) return { key: 'notPrime', values: { n: isPrime(p) ? q : p } }
  if (p === q) return { key: 'samePrimes', values: {} }
  const n = p * q
  const phi = (p - 1) * (q - 1)
  if (!Number.isInteger(e) || e < 2 || e >= phi) return { key: 'exponentRange', values: { max: phi - 1 } }
  const g = gcd(BigInt(e), BigInt(phi))
  if (g !== 1n) return { key: 'sharesFactor', values: { e, factor: String(g), phi } }
  if (!Number.isInteger(m) || m < 0 || m >= n) return { key: 'messageRange', values: { max: n - 1 } }
  return null
}

/** Keys, ciphertext and both recorded exponentiations of a valid instance (check it with `problem` first). */
export function rsa(p: number, q: number, e: number, m: number): Rsa {
  const [P, Q, E, M] = [p, q, e, m].map(BigInt) as [bigint, bigint, bigint, bigint]
  const n = P * Q
  const phi = (P - 1n) * (Q - 1n)
  const d = inverse(E, phi)
  const encrypt: Step[] = []
  const decrypt: Step[] = []
  const c = modPow(M, E, n, (s) => encrypt.push(s))
  modPow(c, d, n, (s) => decrypt.push(s))
  return { n, phi, d, c, encrypt, decrypt }
}
