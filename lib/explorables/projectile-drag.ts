/**
 * The mathematics of the projectile-drag explorable (components/explorables/projectile-drag.client.tsx): a
 * point projectile under gravity, without drag and with quadratic air drag, integrated with the classical
 * Runge–Kutta method (RK4) in fixed steps.
 *
 * With drag the acceleration is a = −g ŷ − k |v| v, where k = c_D ρ A / (2m) (units 1/m). A baseball
 * (m = 0.145 kg, 7.4 cm across, c_D ≈ 0.35, ρ = 1.2 kg/m³) has k ≈ 0.006 /m. Falling straight down, the body
 * tends to the terminal speed √(g/k), at which drag balances weight.
 */

export const G = 9.81

/** State [x, y, vx, vy] in metres and metres per second. */
export type State = [number, number, number, number]

export const deriv = (k: number, [, , vx, vy]: State): State => {
  const s = Math.hypot(vx, vy)
  return [vx, vy, -k * s * vx, -G - k * s * vy]
}

/** One RK4 step of size h for the drag parameter k. */
export function rk4Step(k: number, y: State, h: number): State {
  const add = (a: State, b: State, f: number): State => [a[0] + f * b[0], a[1] + f * b[1], a[2] + f * b[2], a[3] + f * b[3]]
  const k1 = deriv(k, y)
  const k2 = deriv(k, add(y, k1, h / 2))
  const k3 = deriv(k, add(y, k2, h / 2))
  const k4 = deriv(k, add(y, k3, h))
  return [0, 1, 2, 3].map((i) => y[i]! + (h / 6) * (k1[i]! + 2 * k2[i]! + 2 * k3[i]! + k4[i]!)) as State
}

/** Cubic Hermite interpolation of a coordinate with values p0, p1 and slopes m0, m1 over a step h, at s ∈ [0, 1]. */
const hermite = (p0: number, p1: number, m0: number, m1: number, h: number, s: number) => {
  const s2 = s * s
  const s3 = s2 * s
  return (2 * s3 - 3 * s2 + 1) * p0 + (s3 - 2 * s2 + s) * h * m0 + (-2 * s3 + 3 * s2) * p1 + (s3 - s2) * h * m1
}

export interface Flight {
  /** The trajectory [x, y] in metres, from launch to the landing point. */
  points: [number, number][]
  /** Horizontal distance to the landing point (y = 0), m. */
  range: number
  /** Highest point reached, m. */
  maxHeight: number
  /** Time of flight, s. */
  time: number
  /** Speed at landing, m/s. */
  impactSpeed: number
}

/**
 * Fly from the origin at `speed` (m/s) and `angleDeg` above the horizontal with drag parameter k (1/m), in RK4
 * steps of h seconds, until the projectile comes back to y = 0. The landing point and the apex are found
 * inside their steps by cubic Hermite interpolation, which is exact when the acceleration is constant.
 */
export function fly(speed: number, angleDeg: number, k: number, h = 0.01, maxTime = 60): Flight {
  const th = (angleDeg * Math.PI) / 180
  let y: State = [0, 0, speed * Math.cos(th), speed * Math.sin(th)]
  const points: [number, number][] = [[0, 0]]
  let maxHeight = 0
  for (let t = 0; t < maxTime; t += h) {
    const next = rk4Step(k, y, h)
    const a0 = deriv(k, y)
    const a1 = deriv(k, next)
    if (y[3] > 0 && next[3] <= 0) {
      // apex: vy is nearly linear over a step; one secant step on vy, then Hermite for the height
      const s = y[3] / (y[3] - next[3])
      maxHeight = Math.max(maxHeight, hermite(y[1], next[1], a0[1], a1[1], h, s))
    }
    if (next[1] <= 0 && t > 0) {
      // landing: bisect the Hermite cubic for y on [0, 1]
      let lo = 0
      let hi = 1
      for (let i = 0; i < 60; i++) {
        const mid = (lo + hi) / 2
        if (hermite(y[1], next[1], a0[1], a1[1], h, mid) > 0) lo = mid
        else hi = mid
      }
      const s = (lo + hi) / 2
      const x = hermite(y[0], next[0], a0[0], a1[0], h, s)
      const vx = hermite(y[2], next[2], a0[2], a1[2], h, s)
      const vy = hermite(y[3], next[3], a0[3], a1[3], h, s)
      points.push([x, 0])
      return { points, range: x, maxHeight, time: t + s * h, impactSpeed: Math.hypot(vx, vy) }
    }
    y = next
    points.push([y[0], y[1]])
    maxHeight = Math.max(maxHeight, y[1])
  }
  return { points, range: y[0], maxHeight, time: maxTime, impactSpeed: Math.hypot(y[2], y[3]) }
}

/** Drag-free closed forms: range v² sin 2θ / g, maximum height v² sin² θ / (2g), time of flight 2 v sin θ / g. */
export function vacuum(speed: number, angleDeg: number): { range: number; maxHeight: number; time: number } {
  const th = (angleDeg * Math.PI) / 180
  return { range: (speed * speed * Math.sin(2 * th)) / G, maxHeight: (speed * Math.sin(th)) ** 2 / (2 * G), time: (2 * speed * Math.sin(th)) / G }
}

/** Terminal speed √(g/k) for drag parameter k (1/m). */
export const terminalSpeed = (k: number) => Math.sqrt(G / k)
