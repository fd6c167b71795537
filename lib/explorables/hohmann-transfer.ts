/**
 * The mathematics of the hohmann-transfer explorable (components/explorables/hohmann-transfer.client.tsx):
 * two coplanar circular orbits around Earth and the Hohmann ellipse tangent to both, in kilometres and km/s.
 */

/** Earth's gravitational parameter GM, km³/s². */
export const MU_EARTH = 398_600.4418
/** Earth's equatorial radius, km. */
export const R_EARTH = 6378.137

/** Speed on a circular orbit of radius r (km): √(μ/r), km/s. */
export const circularSpeed = (r: number, mu = MU_EARTH) => Math.sqrt(mu / r)

/** Vis-viva: the speed at distance r on an orbit of semi-major axis a, √(μ(2/r − 1/a)), km/s. */
export const visViva = (r: number, a: number, mu = MU_EARTH) => Math.sqrt(mu * (2 / r - 1 / a))

/** Period of an orbit of semi-major axis a (km), in seconds: 2π √(a³/μ). */
export const period = (a: number, mu = MU_EARTH) => 2 * Math.PI * Math.sqrt((a * a * a) / mu)

export interface Transfer {
  /** Semi-major axis (r1 + r2)/2, eccentricity |r2 − r1|/(r1 + r2) and semi-minor axis √(r1 r2) of the ellipse, km. */
  a: number
  e: number
  b: number
  /** Speeds on the transfer ellipse at r1 and at r2, km/s. */
  vDepart: number
  vArrive: number
  /** Sizes of the two burns and their sum, km/s (speeds up on the way out, down on the way in). */
  dv1: number
  dv2: number
  total: number
  /** Time on the ellipse, half its period, seconds. */
  time: number
}

/** The Hohmann transfer from the circular orbit of radius r1 to that of radius r2 (km). */
export function hohmann(r1: number, r2: number, mu = MU_EARTH): Transfer {
  const a = (r1 + r2) / 2
  const vDepart = visViva(r1, a, mu)
  const vArrive = visViva(r2, a, mu)
  const dv1 = Math.abs(vDepart - circularSpeed(r1, mu))
  const dv2 = Math.abs(circularSpeed(r2, mu) - vArrive)
  return { a, e: Math.abs(r2 - r1) / (r1 + r2), b: Math.sqrt(r1 * r2), vDepart, vArrive, dv1, dv2, total: dv1 + dv2, time: period(a, mu) / 2 }
}

/**
 * The transfer half-ellipse as a curve t ∈ [0, π] ↦ (x, y): it leaves r1 on the +x axis and arrives at r2 on
 * the −x axis, with Earth's centre at one focus (the origin).
 */
export function transferArc(r1: number, r2: number): (t: number) => [number, number] {
  const a = (r1 + r2) / 2
  const c = (r1 - r2) / 2
  const b = Math.sqrt(r1 * r2)
  return (t) => [c + a * Math.cos(t), b * Math.sin(t)]
}
