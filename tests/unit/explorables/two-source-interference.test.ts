import { describe, expect, it } from 'vitest'
import { brightFringe, brightFringeExact, fringeSpacing, highestOrder, intensity, pathDifference } from '@/lib/explorables/two-source-interference'

const [d, lambda, L] = [0.25e-3, 633e-9, 2.0] // the page's helium–neon example

describe('two-source interference', () => {
  it("gives the page's fringe spacing: 633 nm, 0.25 mm, 2.0 m → 5.06 mm", () => {
    expect(fringeSpacing(d, lambda, L)).toBeCloseTo(5.064e-3, 6)
    expect(brightFringe(-2, d, lambda, L)).toBeCloseTo(-2 * 5.064e-3, 6)
  })

  it('the path difference is d sin θ for a distant screen, and zero on the axis', () => {
    expect(pathDifference(0, d, L)).toBe(0)
    for (const y of [1e-3, 7e-3, -0.02]) expect(pathDifference(y, d, L)).toBeCloseTo((d * y) / Math.hypot(L, y), 12)
    // exact for a near screen: the sources at ±d/2, the point at height d/2 straight in front of the upper one
    expect(pathDifference(0.5, 1, 1)).toBeCloseTo(Math.SQRT2 - 1, 12)
  })

  it('is brightest at the bright fringes and dark half-way between', () => {
    expect(intensity(0, d, lambda, L)).toBe(1)
    for (const m of [1, 2, 5]) {
      const y = brightFringeExact(m, d, lambda, L)!
      expect(intensity(y, d, lambda, L)).toBeCloseTo(1, 4)
      expect(intensity(brightFringe(m - 0.5, d, lambda, L), d, lambda, L)).toBeLessThan(1e-4)
    }
  })

  it('the small-angle positions agree with the exact ones at small angles and fall short at large ones', () => {
    const [exact, approx] = [brightFringeExact(3, d, lambda, L)!, brightFringe(3, d, lambda, L)]
    expect(exact).toBeGreaterThan(approx) // tan θ > sin θ
    expect((exact - approx) / approx).toBeLessThan(1e-4) // tan(arcsin s)/s − 1 ≈ s²/2 ≈ 3·10⁻⁵ at s ≈ 7.6·10⁻³
    // with d = 2λ the second order is at 90°: no longer on any screen
    expect(brightFringeExact(1, 2e-6, 1e-6, 1)).toBeCloseTo(Math.tan(Math.PI / 6), 12)
    expect(brightFringe(1, 2e-6, 1e-6, 1)).toBeCloseTo(0.5, 12)
    expect(brightFringeExact(3, 2e-6, 1e-6, 1)).toBeNull()
    expect(highestOrder(2.5e-6, 1e-6)).toBe(2)
  })

  it('averages to one half over many fringes (energy is redistributed, not lost)', () => {
    const [n, span] = [20000, 8 * fringeSpacing(d, lambda, L)] // eight whole fringes about the centre
    let sum = 0
    for (let k = 0; k < n; k++) sum += intensity(-span / 2 + (span * (k + 0.5)) / n, d, lambda, L)
    expect(sum / n).toBeCloseTo(0.5, 3)
  })
})
