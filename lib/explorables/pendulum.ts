/**
 * The mathematics of the pendulum explorable (components/explorables/pendulum.client.tsx): a simple pendulum
 * θ'' = −(g/L) sin θ against its small-angle (linear) model θ'' = −(g/L) θ, in the phase plane (θ, ω) with
 * ω = θ'. The exact period comes from the complete elliptic integral of the first kind; the exact trajectory
 * from a fixed-step fourth-order Runge–Kutta integration; the linear one in closed form.
 */

export type State = [number, number]

/** Length (m) and gravitational acceleration (m/s²) used by the explorable. */
export const LENGTH = 1
export const GRAVITY = 9.81

/** The small-angle angular frequency Ω = √(g/L), in rad/s. */
export const angularFrequency = (L = LENGTH, g = GRAVITY) => Math.sqrt(g / L)

/** The small-angle period 2π√(L/g), in s, the same for every amplitude. */
export const smallAnglePeriod = (L = LENGTH, g = GRAVITY) => 2 * Math.PI * Math.sqrt(L / g)

/**
 * The complete elliptic integral of the first kind K(k) = ∫₀^{π/2} dφ / √(1 − k² sin² φ) for a modulus
 * 0 ≤ k < 1, by Gauss's arithmetic–geometric mean: K(k) = π / (2 AGM(1, √(1 − k²))). Infinite at k = 1.
 */
export function ellipticK(k: number): number {
  if (k >= 1) return Infinity
  let a = 1
  let b = Math.sqrt(1 - k * k)
  for (let i = 0; i < 40 && Math.abs(a - b) > 1e-15 * a; i++) [a, b] = [(a + b) / 2, Math.sqrt(a * b)]
  return Math.PI / (2 * a)
}

export type Kind = 'libration' | 'rotation' | 'separatrix'

export interface Motion {
  /** Swinging back and forth, going over the top, or exactly on the boundary between the two. */
  kind: Kind
  /** The modulus k = √(sin²(θ₀/2) + ω₀²/(4Ω²)); k below 1 swings, above 1 rotates. */
  k: number
  /** The period in s: a full swing (libration), one revolution (rotation), or Infinity on the separatrix. */
  period: number
  /** The largest angle reached, 2 arcsin k, in rad (libration only; π otherwise). */
  amplitude: number
}

/**
 * The exact motion from θ(0) = θ0, θ'(0) = w0. Energy conservation, ω²/2 − Ω² cos θ = const, gives
 * ω² = 4Ω²(k² − sin²(θ/2)). For k below 1 the pendulum swings between ±2 arcsin k with period 4K(k)/Ω;
 * for k above 1 it goes over the top, one revolution taking 2K(1/k)/(kΩ).
 */
export function motion(theta0: number, w0: number, L = LENGTH, g = GRAVITY): Motion {
  const W = angularFrequency(L, g)
  const k = Math.sqrt(Math.sin(theta0 / 2) ** 2 + (w0 * w0) / (4 * W * W))
  if (Math.abs(k - 1) < 1e-12) return { kind: 'separatrix', k, period: Infinity, amplitude: Math.PI }
  if (k < 1) return { kind: 'libration', k, period: (4 * ellipticK(k)) / W, amplitude: 2 * Math.asin(k) }
  return { kind: 'rotation', k, period: (2 * ellipticK(1 / k)) / (k * W), amplitude: Math.PI }
}

/** The energy per unit m L², ω²/2 − Ω² cos θ, in s⁻², conserved by the exact motion. */
export const energy = ([theta, w]: State, L = LENGTH, g = GRAVITY) => (w * w) / 2 - (g / L) * Math.cos(theta)

/** One RK4 step of size h for θ' = ω, ω' = −Ω² sin θ. */
export function rk4Step([theta, w]: State, h: number, W2: number): State {
  const f = (t: number, v: number): State => [v, -W2 * Math.sin(t)]
  const k1 = f(theta, w)
  const k2 = f(theta + (h / 2) * k1[0], w + (h / 2) * k1[1])
  const k3 = f(theta + (h / 2) * k2[0], w + (h / 2) * k2[1])
  const k4 = f(theta + h * k3[0], w + h * k3[1])
  return [theta + (h / 6) * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0]), w + (h / 6) * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1])]
}

/** The exact states at times 0, h, …, n h with h = duration/n (RK4; θ not wrapped). */
export function integrate(start: State, duration: number, n: number, L = LENGTH, g = GRAVITY): State[] {
  const h = duration / n
  const W2 = g / L
  const out: State[] = [start]
  let s = start
  for (let i = 0; i < n; i++) out.push((s = rk4Step(s, h, W2)))
  return out
}

/** The small-angle solution θ = θ₀ cos Ωt + (ω₀/Ω) sin Ωt at time t, with its ω. */
export function linearState(theta0: number, w0: number, t: number, L = LENGTH, g = GRAVITY): State {
  const W = angularFrequency(L, g)
  const [c, s] = [Math.cos(W * t), Math.sin(W * t)]
  return [theta0 * c + (w0 / W) * s, -theta0 * W * s + w0 * c]
}

/** θ wrapped into [−π, π). */
export const wrap = (theta: number) => theta - 2 * Math.PI * Math.floor((theta + Math.PI) / (2 * Math.PI))

/**
 * The exact trajectory over one period (at most `maxTime` s), θ wrapped into [−π, π), split into pieces
 * wherever the wrap jumps, so that a rotation is drawn as arcs across the picture and not as a chord.
 */
export function exactTrajectory(theta0: number, w0: number, maxTime = 12, stepsPerSecond = 200, L = LENGTH, g = GRAVITY): State[][] {
  const { period } = motion(theta0, w0, L, g)
  const duration = Math.min(period, maxTime)
  const states = integrate([theta0, w0], duration, Math.max(50, Math.ceil(duration * stepsPerSecond)), L, g)
  const pieces: State[][] = [[]]
  let previous: number | null = null
  for (const [theta, w] of states) {
    const t = wrap(theta)
    if (previous !== null && Math.abs(t - previous) > Math.PI) pieces.push([])
    pieces.at(-1)!.push([t, w])
    previous = t
  }
  return pieces
}
