/**
 * The wave optics of the two-source interference explorable (components/explorables/two-source-interference.client.tsx):
 * two coherent, equal, in-phase point sources (two narrow slits) a distance d apart, and a screen at distance L.
 * All lengths in metres. The sources sit at heights ±d/2; y is the height on the screen. The pattern ignores the
 * slow fall-off of amplitude with distance and the envelope from each slit's width.
 */

/** Path difference r₁ − r₂ (m) from the two sources to the point at height y on the screen, exactly. */
export function pathDifference(y: number, d: number, L: number): number {
  return Math.hypot(L, y + d / 2) - Math.hypot(L, y - d / 2)
}

/** Intensity relative to its maximum: I / I_max = cos²(π Δr / λ), 1 where the waves arrive in step, 0 where half a wavelength apart. */
export function intensity(y: number, d: number, lambda: number, L: number): number {
  const c = Math.cos((Math.PI * pathDifference(y, d, L)) / lambda)
  return c * c
}

/** Fringe spacing in the small-angle approximation, Δy = λL/d. */
export const fringeSpacing = (d: number, lambda: number, L: number) => (lambda * L) / d

/** Position of the m-th bright fringe in the small-angle approximation, y_m = mλL/d. */
export const brightFringe = (m: number, d: number, lambda: number, L: number) => m * fringeSpacing(d, lambda, L)

/**
 * Position of the m-th bright fringe without the small-angle approximation, for a distant screen (L ≫ d):
 * d sin θ = mλ and y = L tan θ. Null when |mλ/d| > 1 (that order does not exist).
 */
export function brightFringeExact(m: number, d: number, lambda: number, L: number): number | null {
  const s = (m * lambda) / d
  if (Math.abs(s) > 1) return null
  return L * Math.tan(Math.asin(s))
}

/** The highest order of bright fringe that exists, ⌊d/λ⌋ (at most 90° from the axis). */
export const highestOrder = (d: number, lambda: number) => Math.floor(d / lambda)
