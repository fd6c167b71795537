/**
 * The mathematics of the lift-stall explorable (components/explorables/lift-stall.client.tsx): a deliberately
 * simple model of a wing's lift and drag coefficients against angle of attack, with a stall.
 *
 * What is theory and what is a caricature:
 * - Attached flow (theory). Thin-airfoil theory gives a section lift-curve slope of 2π per radian. For a wing
 *   of aspect ratio AR with elliptical loading, lifting-line theory lowers it to a = 2π / (1 + 2/AR), which
 *   tends to 2π as AR → ∞. Angles are measured from the angle of zero lift, so C_L = a α.
 * - Stall (a model). The wing is taken to reach a fixed C_L,max (a property of the section, not of AR), so
 *   the stall angle is α_s = C_L,max / a: a shorter, stubbier wing stalls at a larger angle, as real ones do.
 *   Beyond α_s the model lets C_L fall linearly by 30% over the next 3° and then stay level. Real stalls range
 *   from gentle (trailing-edge separation) to abrupt (leading-edge separation); this shape only shows that
 *   lift falls and drag climbs once the flow separates, not how much for any particular wing.
 * - Drag. Attached: the parabolic polar C_D = C_D,0 + K C_L² with K = 1/(π e AR). Past the stall an extra
 *   pressure drag of 0.03 per degree of angle beyond α_s is added (again a caricature of separated flow).
 */

export const CL_MAX = 1.5
export const CD0 = 0.02
export const OSWALD_E = 0.85
/** Fraction of C_L,max lost after the stall, and over how many degrees. */
export const STALL_DROP = 0.3
export const DROP_WIDTH_DEG = 3
/** Extra drag coefficient per degree past the stall. */
export const SEPARATION_DRAG_PER_DEG = 0.03

export const deg = (radians: number) => (radians * 180) / Math.PI
export const rad = (degrees: number) => (degrees * Math.PI) / 180

/** Lift-curve slope per radian of a wing of aspect ratio AR (elliptical loading); Infinity gives the thin-airfoil 2π. */
export function liftSlope(aspectRatio: number): number {
  return Number.isFinite(aspectRatio) ? (2 * Math.PI) / (1 + 2 / aspectRatio) : 2 * Math.PI
}

/** The angle of attack (degrees, from zero lift) at which the model stalls. */
export function stallAngleDeg(aspectRatio: number): number {
  return deg(CL_MAX / liftSlope(aspectRatio))
}

/** Induced-drag factor K = 1/(π e AR); 0 for an infinite wing. */
export function inducedFactor(aspectRatio: number): number {
  return Number.isFinite(aspectRatio) ? 1 / (Math.PI * OSWALD_E * aspectRatio) : 0
}

/** Lift coefficient at angle of attack `alphaDeg` (degrees from zero lift). Linear below the stall. */
export function liftCoefficient(alphaDeg: number, aspectRatio: number): number {
  const stall = stallAngleDeg(aspectRatio)
  if (alphaDeg <= stall) return liftSlope(aspectRatio) * rad(alphaDeg)
  const past = Math.min(1, (alphaDeg - stall) / DROP_WIDTH_DEG)
  return CL_MAX * (1 - STALL_DROP * past)
}

/** Drag coefficient at angle of attack `alphaDeg`: the parabolic polar, plus separation drag past the stall. */
export function dragCoefficient(alphaDeg: number, aspectRatio: number): number {
  const cl = liftCoefficient(alphaDeg, aspectRatio)
  const separated = Math.max(0, alphaDeg - stallAngleDeg(aspectRatio)) * SEPARATION_DRAG_PER_DEG
  return CD0 + inducedFactor(aspectRatio) * cl * cl + separated
}

/** The best lift-to-drag ratio of the parabolic polar and the C_L where it occurs (induced drag = C_D,0). */
export function bestLiftToDrag(aspectRatio: number): { cl: number; ld: number } {
  const K = inducedFactor(aspectRatio)
  return { cl: Math.sqrt(CD0 / K), ld: 1 / (2 * Math.sqrt(K * CD0)) }
}

/** Samples (α, C_L, C_D) from `from` to `to` degrees, including the stall angle itself so the kink is sharp. */
export function sweep(aspectRatio: number, from = -4, to = 22, step = 0.25): { alpha: number; cl: number; cd: number }[] {
  const angles = new Set<number>()
  for (let a = from; a <= to + 1e-9; a += step) angles.add(Math.round(a * 1000) / 1000)
  const s = stallAngleDeg(aspectRatio)
  if (s > from && s < to) angles.add(s)
  return [...angles].sort((x, y) => x - y).map((alpha) => ({ alpha, cl: liftCoefficient(alpha, aspectRatio), cd: dragCoefficient(alpha, aspectRatio) }))
}
