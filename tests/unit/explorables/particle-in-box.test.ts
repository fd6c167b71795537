import { describe, expect, it } from 'vitest'
import { beatPeriod, density, energy, integrate, meanEnergy, meanPosition, phi, realPart, type State } from '@/lib/explorables/particle-in-box'

describe('energies of an electron in an infinite square well', () => {
  it('gives the textbook value E1 ≈ 0.376 eV for L = 1 nm, and 1.50 eV for L = 0.5 nm', () => {
    expect(energy(1, 1)).toBeCloseTo(0.376, 3)
    expect(energy(1, 0.5)).toBeCloseTo(1.504, 2)
  })

  it('matches π²ħ²n²/(2mL²) computed independently, and scales as n² and 1/L²', () => {
    const hbar = 1.054571817e-34
    const me = 9.1093837015e-31
    const L = 0.7e-9
    expect(energy(3, 0.7)).toBeCloseTo((Math.PI ** 2 * hbar ** 2 * 9) / (2 * me * L * L) / 1.602176634e-19, 6)
    for (const n of [2, 5, 10]) expect(energy(n, 1.3) / energy(1, 1.3)).toBeCloseTo(n * n, 10)
    expect(energy(1, 2) / energy(1, 1)).toBeCloseTo(0.25, 12)
  })

  it('is 1836 times smaller for a proton than for an electron', () => {
    expect(energy(1, 1) / energy(1, 1, 1.67262192e-27)).toBeCloseTo(1836.15, 1)
  })
})

describe('stationary states', () => {
  it('are normalized and mutually orthogonal', () => {
    const L = 1.4
    for (const n of [1, 2, 7]) {
      for (const m of [1, 2, 7]) {
        const overlap = integrate((x) => phi(n, L, x) * phi(m, L, x), L)
        expect(overlap).toBeCloseTo(n === m ? 1 : 0, 8)
      }
    }
  })

  it('vanish at the walls and have n − 1 nodes inside', () => {
    const L = 1
    for (const n of [1, 4, 10]) {
      expect(phi(n, L, 0)).toBe(0)
      expect(Math.abs(phi(n, L, L))).toBeLessThan(1e-12)
      const xs = Array.from({ length: 1001 }, (_, k) => (0.0005 + (k * 0.999) / 1000) * L)
      const changes = xs.slice(1).filter((x, k) => Math.sign(phi(n, L, x)) !== Math.sign(phi(n, L, xs[k]!))).length
      expect(changes).toBe(n - 1)
    }
  })

  it('have a time-independent density centred on the middle of the well', () => {
    const s: State = { n: 3, m: 3, weight: 0.4, widthNm: 1.2 }
    expect(meanPosition(s, 0)).toBeCloseTo(0.6, 8)
    expect(density(s, 0.37, 0)).toBeCloseTo(density(s, 0.37, 2.5), 12)
    expect(meanEnergy(s)).toBeCloseTo(energy(3, 1.2), 12)
  })
})

describe('a superposition of two states', () => {
  const s: State = { n: 1, m: 2, weight: 0.5, widthNm: 1 }

  it('stays normalized at every time', () => {
    const T = beatPeriod(s)
    for (const f of [0, 0.13, 0.5, 0.9]) expect(integrate((x) => density(s, x, f * T), 1)).toBeCloseTo(1, 8)
  })

  it('beats with period h/(E2 − E1) ≈ 3.67 fs for L = 1 nm', () => {
    const T = beatPeriod(s)
    expect(T).toBeCloseTo(4.135667696e-15 / (3 * energy(1, 1)) * 1e15, 6)
    expect(T).toBeCloseTo(3.67, 2)
    expect(density(s, 0.3, T)).toBeCloseTo(density(s, 0.3, 0), 10)
    expect(realPart(s, 0.3, T)).toBeCloseTo(realPart(s, 0.3, 0), 10)
  })

  it('sloshes: ⟨x⟩ = L/2 + 2c1c2 x12 cos(2πt/T) with x12 = −16L/(9π²)', () => {
    const T = beatPeriod(s)
    const x12 = -16 / (9 * Math.PI ** 2)
    for (const f of [0, 0.25, 0.5]) expect(meanPosition(s, f * T)).toBeCloseTo(0.5 + 2 * 0.5 * x12 * Math.cos(2 * Math.PI * f), 6)
  })

  it('has mean energy weighted by the probabilities of E1 and E2', () => {
    const t: State = { n: 1, m: 3, weight: 0.25, widthNm: 1 }
    expect(meanEnergy(t)).toBeCloseTo(0.75 * energy(1, 1) + 0.25 * energy(3, 1), 12)
  })
})
