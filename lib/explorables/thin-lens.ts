/**
 * The optics of the thin-lens explorable (components/explorables/thin-lens.client.tsx): the thin-lens
 * equation and the three principal rays, in the paraxial approximation. Lengths in cm; the lens sits at
 * x = 0 on the optical axis y = 0, light travels in +x, and a real object stands at x = −dObject (dObject > 0).
 * f > 0 for a converging lens, f < 0 for a diverging one.
 */

/** Image distance from 1/dObject + 1/dImage = 1/f; positive behind the lens (real), negative in front (virtual). Infinite when dObject = f. */
export function imageDistance(f: number, dObject: number): number {
  if (dObject === f) return Infinity
  return (f * dObject) / (dObject - f)
}

/** Lateral magnification m = −dImage / dObject = f / (f − dObject); negative means inverted. */
export function magnification(f: number, dObject: number): number {
  if (dObject === f) return Infinity
  return f / (f - dObject)
}

export interface Image {
  /** Image distance (cm), positive behind the lens. */
  distance: number
  /** Height of the image of the arrow's tip (cm). */
  height: number
  magnification: number
  /** Real when the rays meet behind the lens (dImage > 0), virtual when they only seem to come from a point in front of it. */
  real: boolean
  upright: boolean
  /** False when the object sits in the focal plane: the rays leave parallel and the image is at infinity. */
  finite: boolean
}

export function image(f: number, dObject: number, hObject: number): Image {
  const distance = imageDistance(f, dObject)
  const m = magnification(f, dObject)
  const finite = Number.isFinite(distance)
  return { distance, height: m * hObject, magnification: m, real: finite && distance > 0, upright: finite && m > 0, finite }
}

/**
 * A principal ray from the object's tip: it meets the lens at height `atLens` and leaves it along
 * y = atLens + slope · x (x ≥ 0).
 */
export interface Ray {
  name: 'parallel' | 'central' | 'focal'
  atLens: number
  slope: number
}

/**
 * The three principal rays from the tip (−dObject, hObject): the ray parallel to the axis leaves through (or as
 * if from) the focal point at x = f; the ray through the centre goes straight on; the ray through (or towards)
 * the focal point at x = −f leaves parallel to the axis. The focal ray is left out when the object is in the
 * focal plane, where it would never reach the lens.
 */
export function principalRays(f: number, dObject: number, hObject: number): Ray[] {
  const rays: Ray[] = [
    { name: 'parallel', atLens: hObject, slope: -hObject / f },
    { name: 'central', atLens: 0, slope: -hObject / dObject },
  ]
  if (dObject !== f) rays.push({ name: 'focal', atLens: (hObject * f) / (f - dObject), slope: 0 })
  return rays
}

/** Height of an outgoing ray at distance x behind the lens (x may be negative for its backward extension). */
export const rayHeight = (ray: Ray, x: number) => ray.atLens + ray.slope * x
