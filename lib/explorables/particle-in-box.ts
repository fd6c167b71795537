/**
 * The physics of the particle-in-box explorable (components/explorables/particle-in-box.client.tsx): an
 * electron in an infinite square well of width L, its stationary states and a superposition of two of them.
 * Lengths are in nanometres, energies in electronvolts, times in femtoseconds.
 */

/** Planck's constant h in J s (exact in the SI since 2019). */
export const PLANCK = 6.62607015e-34
/** The electron mass in kg (CODATA 2018). */
export const ELECTRON_MASS = 9.1093837015e-31
/** One electronvolt in joules (exact). */
export const ELECTRON_VOLT = 1.602176634e-19

/** E_n = n²h²/(8mL²) in eV, for a particle of mass m (kg, the electron by default) in a well of width L nm. */
export function energy(n: number, widthNm: number, mass = ELECTRON_MASS): number {
  const L = widthNm * 1e-9
  return (n * n * PLANCK * PLANCK) / (8 * mass * L * L) / ELECTRON_VOLT
}

/** The stationary state φ_n(x) = √(2/L) sin(nπx/L) for 0 ≤ x ≤ L (in nm^−1/2), and 0 outside the well. */
export function phi(n: number, widthNm: number, x: number): number {
  if (x < 0 || x > widthNm) return 0
  return Math.sqrt(2 / widthNm) * Math.sin((n * Math.PI * x) / widthNm)
}

/**
 * A state of the well: √(1 − w) φ_n + √w φ_m at time t = 0, so that w is the probability of finding energy
 * E_m (w = 0 is the stationary state n). With n = m it is the stationary state n whatever w is.
 */
export interface State {
  n: number
  m: number
  weight: number
  widthNm: number
}

const coefficients = ({ n, m, weight }: State): [number, number] => (n === m ? [1, 0] : [Math.sqrt(1 - weight), Math.sqrt(weight)])

/** The beat period h/|E_m − E_n| in fs, after which the probability density repeats (Infinity for n = m). */
export function beatPeriod(state: State, mass = ELECTRON_MASS): number {
  const gap = Math.abs(energy(state.m, state.widthNm, mass) - energy(state.n, state.widthNm, mass)) * ELECTRON_VOLT
  return gap === 0 ? Infinity : (PLANCK / gap) * 1e15
}

/**
 * The wavefunction's real part at time t (fs) with the common phase e^{−iE_n t/ħ} removed, so that at t = 0 it
 * is the real wavefunction itself: c_n φ_n + c_m cos(2πt/T) φ_m with T the beat period.
 */
export function realPart(state: State, x: number, tFs = 0): number {
  const [cn, cm] = coefficients(state)
  const T = beatPeriod(state)
  return cn * phi(state.n, state.widthNm, x) + (cm === 0 ? 0 : cm * Math.cos((2 * Math.PI * tFs) / T) * phi(state.m, state.widthNm, x))
}

/** The probability density |ψ(x, t)|² in nm^−1: c_n²φ_n² + c_m²φ_m² + 2c_n c_m φ_n φ_m cos(2πt/T). */
export function density(state: State, x: number, tFs = 0): number {
  const [cn, cm] = coefficients(state)
  const a = phi(state.n, state.widthNm, x)
  const b = phi(state.m, state.widthNm, x)
  const beat = cm === 0 ? 0 : Math.cos((2 * Math.PI * tFs) / beatPeriod(state))
  return cn * cn * a * a + cm * cm * b * b + 2 * cn * cm * a * b * beat
}

/** The mean energy ⟨E⟩ = c_n²E_n + c_m²E_m in eV, constant in time. */
export function meanEnergy(state: State, mass = ELECTRON_MASS): number {
  const [cn, cm] = coefficients(state)
  return cn * cn * energy(state.n, state.widthNm, mass) + cm * cm * energy(state.m, state.widthNm, mass)
}

/** ∫ f over [0, L] by Simpson's rule with `intervals` (even) subintervals. */
export function integrate(f: (x: number) => number, widthNm: number, intervals = 400): number {
  const h = widthNm / intervals
  let sum = f(0) + f(widthNm)
  for (let k = 1; k < intervals; k++) sum += (k % 2 ? 4 : 2) * f(k * h)
  return (sum * h) / 3
}

/** The mean position ⟨x⟩ in nm at time t (fs). */
export function meanPosition(state: State, tFs = 0): number {
  return integrate((x) => x * density(state, x, tFs), state.widthNm)
}

/** Points (x, f(x)) across the well, for drawing. */
export function sample(f: (x: number) => number, widthNm: number, count = 200): [number, number][] {
  return Array.from({ length: count + 1 }, (_, k) => {
    const x = (widthNm * k) / count
    return [x, f(x)]
  })
}
