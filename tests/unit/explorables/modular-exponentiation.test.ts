import { describe, expect, it } from 'vitest'
import { gcd, inverse, isPrime, modPow, PRIMES, problem, rsa, type Step } from '@/lib/explorables/modular-exponentiation'
import { english } from './english'

/** m^e mod n by e − 1 plain multiplications: the slow definition that square-and-multiply must agree with. */
const naive = (m: bigint, e: bigint, n: bigint) => {
  let r = 1n % n
  for (let k = 0n; k < e; k++) r = (r * m) % n
  return r
}

describe('square-and-multiply', () => {
  it('agrees with repeated multiplication and with known values', () => {
    for (const [m, e, n] of [[65n, 17n, 3233n], [2n, 10n, 1000n], [7n, 0n, 13n], [5n, 6n, 23n], [3n, 200n, 1009n], [0n, 5n, 7n]] as const) {
      expect(modPow(m, e, n)).toBe(naive(m, e, n))
    }
    expect(modPow(65n, 17n, 3233n)).toBe(2790n)
    expect(modPow(2790n, 2753n, 3233n)).toBe(65n)
    // far beyond a double: 2^(2^61 − 2) ≡ 1 mod the Mersenne prime 2^61 − 1, by Fermat
    const p = 2n ** 61n - 1n
    expect(modPow(3n, p - 1n, p)).toBe(1n)
  })

  it('records one step per bit of e, keeping the running value equal to m^prefix mod n', () => {
    const [m, e, n] = [123n, 0b1011001n, 9991n]
    const steps: Step[] = []
    modPow(m, e, n, (s) => steps.push(s))
    expect(steps.map((s) => s.bit).join('')).toBe(e.toString(2))
    steps.forEach((s, k) => {
      const before = k === 0 ? 0n : steps[k - 1]!.prefix
      expect(s.prefix).toBe(2n * before + (s.bit === '1' ? 1n : 0n))
      expect(s.squared).toBe(naive(m, 2n * before, n))
      expect(s.result).toBe(naive(m, s.prefix, n))
    })
    expect(steps.at(-1)!.prefix).toBe(e)
  })

  it('uses at most 2k multiplications for a k-bit exponent: one square per bit, one multiply per 1-bit', () => {
    const e = 0b110101n
    const steps: Step[] = []
    modPow(7n, e, 101n, (s) => steps.push(s))
    const multiplications = steps.length + steps.filter((s) => s.bit === '1').length
    expect(multiplications).toBe(6 + 4)
    expect(multiplications).toBeLessThanOrEqual(2 * e.toString(2).length)
  })
})

describe('toy RSA', () => {
  it('finds the private exponent by extended Euclid', () => {
    expect(inverse(17n, 3120n)).toBe(2753n)
    expect(inverse(3n, 40n)).toBe(27n)
    for (const [e, phi] of [[7n, 60n], [65537n, 21840n], [11n, 96n]] as const) {
      if (gcd(e, phi) !== 1n) continue
      expect((e * inverse(e, phi)) % phi).toBe(1n)
    }
    expect(() => inverse(4n, 3120n)).toThrow(RangeError)
  })

  it('decrypts every message back to itself, for every valid e, on small moduli', () => {
    for (const [p, q] of [[5, 11], [3, 7], [13, 17]] as const) {
      const phi = (p - 1) * (q - 1)
      for (let e = 2; e < phi; e++) {
        if (problem(p, q, e, 0) !== null) continue
        for (let m = 0; m < p * q; m++) {
          const run = rsa(p, q, e, m)
          expect(run.decrypt.at(-1)!.result).toBe(BigInt(m))
          expect((BigInt(e) * run.d) % run.phi).toBe(1n)
        }
      }
    }
  })

  it('reproduces the worked example: p = 61, q = 53, e = 17, m = 65', () => {
    const run = rsa(61, 53, 17, 65)
    expect([run.n, run.phi, run.d, run.c]).toEqual([3233n, 3120n, 2753n, 2790n])
    expect(run.encrypt.map((s) => s.result)).toEqual([65n, 4225n % 3233n, naive(65n, 4n, 3233n), naive(65n, 8n, 3233n), 2790n])
    expect(run.decrypt).toHaveLength(2753n.toString(2).length)
  })

  it('explains what is wrong with an invalid choice', () => {
    const why = (p: number, q: number, e: number, m: number) => {
      const found = problem(p, q, e, m)
      return found && english(`modularExponentiation.problems.${found.key}`, found.values)
    }
    expect(problem(61, 53, 17, 65)).toBeNull()
    expect(problem(61, 53, 4, 65)).toEqual({ key: 'sharesFactor', values: { e: 4, factor: '4', phi: 3120 } })
    expect(why(61, 51, 17, 65)).toMatch(/51 is not/)
    expect(why(61, 61, 17, 65)).toMatch(/different/)
    expect(why(61, 53, 4, 65)).toMatch(/shares the factor 4 with φ\(n\) = 3120/)
    expect(why(61, 53, 3120, 65)).toMatch(/from 2 to/)
    expect(why(61, 53, 17, 3233)).toMatch(/from 0 to n − 1 = 3232/)
    expect(why(61, 53, Number.NaN, 65)).toMatch(/whole number/)
  })

  it('offers only primes for p and q', () => {
    expect(PRIMES[0]).toBe(3)
    expect(PRIMES.at(-1)).toBe(97)
    expect(PRIMES.every(isPrime)).toBe(true)
    expect(PRIMES).toHaveLength(24)
  })
})
