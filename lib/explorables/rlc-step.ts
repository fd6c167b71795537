/**
 * The mathematics of the rlc-step explorable (components/explorables/rlc-step.client.tsx): the capacitor
 * voltage of a series RC or RLC circuit when a DC source V is switched on at t = 0 with the capacitor
 * uncharged (and, for RLC, no current in the inductor). SI units throughout: ohms, henries, farads, volts,
 * seconds.
 */

export type Circuit = 'RC' | 'RLC'
export type Regime = 'first order' | 'underdamped' | 'critically damped' | 'overdamped'

/** The E6 preferred values 1, 1.5, 2.2, 3.3, 4.7, 6.8 times the decades from 10^from to 10^to (inclusive of 10^to). */
export function e6(from: number, to: number): number[] {
  const mantissas = [1, 1.5, 2.2, 3.3, 4.7, 6.8]
  const values: number[] = []
  for (let k = from; k < to; k++) for (const m of mantissas) values.push(Number((m * 10 ** k).toPrecision(2)))
  values.push(10 ** to)
  return values
}

/** Time constant τ = RC of the series RC circuit. */
export const timeConstant = (R: number, C: number) => R * C
/** Undamped natural frequency ω₀ = 1/√(LC) of the series RLC circuit, in rad/s. */
export const naturalFrequency = (L: number, C: number) => 1 / Math.sqrt(L * C)
/** Damping ratio ζ = (R/2)√(C/L) of the series RLC circuit. */
export const dampingRatio = (R: number, L: number, C: number) => (R / 2) * Math.sqrt(C / L)

/** Within this distance of ζ = 1 the critically damped formula is used (the two others lose precision there). */
const CRITICAL_BAND = 1e-9

export function regime(circuit: Circuit, zeta = 0): Regime {
  if (circuit === 'RC') return 'first order'
  if (Math.abs(zeta - 1) <= CRITICAL_BAND) return 'critically damped'
  return zeta < 1 ? 'underdamped' : 'overdamped'
}

/** Capacitor voltage of the series RC circuit: v(t) = V(1 − e^(−t/RC)). */
export const rcStep = (t: number, R: number, C: number, V: number) => V * (1 - Math.exp(-t / (R * C)))

/**
 * Capacitor voltage of the series RLC circuit, the solution of LC v″ + RC v′ + v = V with v(0) = v′(0) = 0.
 * With ω₀ = 1/√(LC) and ζ = (R/2)√(C/L):
 * underdamped (ζ < 1), ω_d = ω₀√(1 − ζ²): v = V[1 − e^(−ζω₀t)(cos ω_d t + (ζω₀/ω_d) sin ω_d t)];
 * critically damped (ζ = 1): v = V[1 − e^(−ω₀t)(1 + ω₀t)];
 * overdamped (ζ > 1), roots s₁,₂ = −ω₀(ζ ∓ √(ζ² − 1)): v = V[1 − (s₂e^(s₁t) − s₁e^(s₂t))/(s₂ − s₁)].
 */
export function rlcStep(t: number, R: number, L: number, C: number, V: number): number {
  const w0 = naturalFrequency(L, C)
  const zeta = dampingRatio(R, L, C)
  const kind = regime('RLC', zeta)
  if (kind === 'critically damped') return V * (1 - Math.exp(-w0 * t) * (1 + w0 * t))
  if (kind === 'underdamped') {
    const alpha = zeta * w0
    const wd = w0 * Math.sqrt(1 - zeta * zeta)
    return V * (1 - Math.exp(-alpha * t) * (Math.cos(wd * t) + (alpha / wd) * Math.sin(wd * t)))
  }
  const root = Math.sqrt(zeta * zeta - 1)
  const s1 = -w0 * (zeta - root)
  const s2 = -w0 * (zeta + root)
  return V * (1 - (s2 * Math.exp(s1 * t) - s1 * Math.exp(s2 * t)) / (s2 - s1))
}

/** Fractional overshoot of the underdamped step response, exp(−πζ/√(1 − ζ²)), reached at t = π/ω_d; 0 for ζ ≥ 1. */
export const overshoot = (zeta: number) => (zeta < 1 ? Math.exp((-Math.PI * zeta) / Math.sqrt(1 - zeta * zeta)) : 0)
/** Time of the first (highest) peak of the underdamped response, π/ω_d. */
export const peakTime = (L: number, C: number, zeta: number) => Math.PI / (naturalFrequency(L, C) * Math.sqrt(1 - zeta * zeta))

/** The slowest decay rate of the response, in 1/s: 1/τ for RC, ζω₀ if ζ ≤ 1, ω₀(ζ − √(ζ² − 1)) if overdamped. */
export function slowestRate(circuit: Circuit, R: number, L: number, C: number): number {
  if (circuit === 'RC') return 1 / timeConstant(R, C)
  const w0 = naturalFrequency(L, C)
  const zeta = dampingRatio(R, L, C)
  return zeta <= 1 ? zeta * w0 : w0 * (zeta - Math.sqrt(zeta * zeta - 1))
}

/**
 * A time window, in seconds, that shows the response settling: five of its slowest time constants, but no more
 * than eight periods of ringing, rounded up to 1, 2 or 5 times a power of ten.
 */
export function timeWindow(circuit: Circuit, R: number, L: number, C: number): number {
  let t = 5 / slowestRate(circuit, R, L, C)
  if (circuit === 'RLC') {
    const zeta = dampingRatio(R, L, C)
    if (zeta < 1) t = Math.min(t, (8 * 2 * Math.PI) / (naturalFrequency(L, C) * Math.sqrt(1 - zeta * zeta)))
  }
  const decade = 10 ** Math.floor(Math.log10(t))
  const nice = [1, 2, 5, 10].find((m) => m * decade >= t * (1 - 1e-9))!
  return nice * decade
}

/** The response sampled at n + 1 equally spaced times over [0, tMax]: [t, v] pairs in seconds and volts. */
export function sampleResponse(circuit: Circuit, R: number, L: number, C: number, V: number, tMax: number, n = 400): [number, number][] {
  return Array.from({ length: n + 1 }, (_, k) => {
    const t = (k / n) * tMax
    return [t, circuit === 'RC' ? rcStep(t, R, C, V) : rlcStep(t, R, L, C, V)]
  })
}
