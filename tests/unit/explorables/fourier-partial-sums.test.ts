import { describe, expect, it } from 'vitest'
import { coefficient, gibbsPeak, maxError, partialSum, wave, type Wave } from '@/lib/explorables/fourier-partial-sums'

/** The midpoint rule on [−π, π] with an even number of cells, so no sample falls on a jump (0 or ±π). */
const integrate = (g: (x: number) => number, n = 20000) => {
  const h = (2 * Math.PI) / n
  let s = 0
  for (let i = 0; i < n; i++) s += g(-Math.PI + (i + 0.5) * h)
  return s * h
}

/** The Gibbs constant: the overshoot as a fraction of the jump tends to Si(π)/π − 1/2 ≈ 0.0895. */
const gibbs = (() => {
  const n = 2000
  const h = Math.PI / n
  const f = (t: number) => (t === 0 ? 1 : Math.sin(t) / t)
  let s = f(0) + f(Math.PI)
  for (let i = 1; i < n; i++) s += (i % 2 ? 4 : 2) * f(i * h)
  return (s * h) / 3 / Math.PI - 0.5
})()

describe('the waves', () => {
  it('take the average of the one-sided limits at their jumps and are 2π-periodic', () => {
    expect(wave('square', 0)).toBe(0)
    expect(wave('square', 1)).toBe(1)
    expect(wave('square', -1)).toBe(-1)
    expect(wave('sawtooth', Math.PI)).toBe(0)
    expect(wave('sawtooth', Math.PI / 2)).toBeCloseTo(0.5, 12)
    expect(wave('triangle', 0)).toBe(1)
    expect(wave('triangle', Math.PI / 2)).toBeCloseTo(0, 12)
    for (const w of ['square', 'sawtooth', 'triangle'] as Wave[]) expect(wave(w, 1 + 2 * Math.PI)).toBeCloseTo(wave(w, 1), 12)
  })
})

describe('Fourier coefficients', () => {
  it('the square wave has b_k = 4/(πk) for odd k and 0 for even k, and no cosine terms', () => {
    expect(coefficient('square', 1).b).toBeCloseTo(4 / Math.PI, 14)
    expect(coefficient('square', 7).b).toBeCloseTo(4 / (7 * Math.PI), 14)
    expect(coefficient('square', 4).b).toBe(0)
  })

  it('agree with (1/π)∫ f(x) cos kx dx and (1/π)∫ f(x) sin kx dx for every wave', () => {
    for (const w of ['square', 'sawtooth', 'triangle'] as Wave[])
      for (const k of [1, 2, 3, 6, 9]) {
        const a = integrate((x) => wave(w, x) * Math.cos(k * x)) / Math.PI
        const b = integrate((x) => wave(w, x) * Math.sin(k * x)) / Math.PI
        expect(a).toBeCloseTo(coefficient(w, k).a, 6)
        expect(b).toBeCloseTo(coefficient(w, k).b, 6)
      }
  })
})

describe('partial sums', () => {
  it('converge at a point of continuity: the square wave at π/2 (Leibniz: 4/π (1 − 1/3 + 1/5 − …) = 1)', () => {
    expect(Math.abs(partialSum('square', 1001, Math.PI / 2) - 1)).toBeLessThan(0.002)
    expect(Math.abs(partialSum('square', 1001, Math.PI / 2) - 1)).toBeLessThan(Math.abs(partialSum('square', 101, Math.PI / 2) - 1))
  })

  it('equal the average of the one-sided limits at a jump', () => {
    expect(partialSum('square', 37, 0)).toBeCloseTo(0, 14)
    expect(partialSum('sawtooth', 37, Math.PI)).toBeCloseTo(0, 12)
  })

  it('converge uniformly for the continuous triangle wave, with largest error the tail Σ_{odd k > N} 8/(π²k²) at x = 0', () => {
    for (const N of [5, 25, 49]) {
      let tail = 0
      for (let k = N + 1; k < 200000; k++) if (k % 2) tail += 8 / (Math.PI * Math.PI * k * k)
      expect(maxError('triangle', N)).toBeCloseTo(tail, 5)
    }
    expect(maxError('triangle', 49)).toBeLessThan(maxError('triangle', 5) / 8)
  })
})

describe('the Gibbs phenomenon', () => {
  it('the Gibbs constant Si(π)/π − 1/2 is about 0.0895', () => {
    expect(gibbs).toBeCloseTo(0.0895, 4)
  })

  it('the overshoot does not shrink as N grows: it tends to about 0.0895 of the jump', () => {
    for (const N of [9, 25, 49]) expect(Math.abs(gibbsPeak('square', N)!.overshoot - gibbs)).toBeLessThan(0.006)
    expect(Math.abs(gibbsPeak('square', 199)!.overshoot - gibbs)).toBeLessThan(0.0003)
  })

  it('for the sawtooth, which slopes towards its jump, the overshoot approaches the same constant more slowly', () => {
    const [o9, o49, o199] = [9, 49, 199].map((N) => gibbsPeak('sawtooth', N)!.overshoot) as [number, number, number]
    expect(o9).toBeLessThan(o49)
    expect(o49).toBeLessThan(o199)
    expect(Math.abs(gibbsPeak('sawtooth', 999)!.overshoot - gibbs)).toBeLessThan(0.001)
  })

  it('the peak moves in towards the jump, at about π/(N + 1) for the square wave with N odd', () => {
    for (const N of [9, 49]) expect(gibbsPeak('square', N)!.x).toBeCloseTo(Math.PI / (N + 1), 6)
    expect(gibbsPeak('sawtooth', 49)!.x).toBeLessThan(Math.PI)
    expect(gibbsPeak('sawtooth', 49)!.x).toBeGreaterThan(Math.PI - 0.2)
  })

  it('does not apply to the continuous triangle wave', () => {
    expect(gibbsPeak('triangle', 9)).toBeNull()
  })
})
