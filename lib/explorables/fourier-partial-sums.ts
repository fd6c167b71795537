/**
 * The mathematics of the fourier-partial-sums explorable (components/explorables/fourier-partial-sums.client.tsx):
 * three 2π-periodic waves with values in [−1, 1], their Fourier coefficients, their partial sums, and the
 * size of the Gibbs overshoot next to a jump, kept apart from the drawing so it is tested on its own.
 */

export type Wave = 'square' | 'sawtooth' | 'triangle'

/** x reduced to [−π, π). */
const wrap = (x: number) => x - 2 * Math.PI * Math.floor((x + Math.PI) / (2 * Math.PI))

/**
 * The waves on one period −π < x < π, extended periodically: the square wave sign(x) (jumps of 2 at 0 and
 * ±π), the sawtooth x/π (a jump of 2 at ±π) and the triangle 1 − 2|x|/π (continuous, with corners). At a
 * jump the value is the average of the one-sided limits, where the Fourier series converges.
 */
export function wave(w: Wave, x: number): number {
  const t = wrap(x)
  if (w === 'square') return Math.sign(t) * (Math.abs(t) === Math.PI ? 0 : 1)
  if (w === 'sawtooth') return t === -Math.PI ? 0 : t / Math.PI
  return 1 - (2 * Math.abs(t)) / Math.PI
}

/**
 * The k-th Fourier coefficients (a_k, b_k) of a wave, k ≥ 1, in f ~ a_0/2 + Σ a_k cos kx + b_k sin kx
 * (a_0 = 0 for all three):
 * square b_k = 4/(πk) for odd k; sawtooth b_k = 2(−1)^(k+1)/(πk); triangle a_k = 8/(π²k²) for odd k.
 */
export function coefficient(w: Wave, k: number): { a: number; b: number } {
  const odd = k % 2 === 1
  if (w === 'square') return { a: 0, b: odd ? 4 / (Math.PI * k) : 0 }
  if (w === 'sawtooth') return { a: 0, b: (2 * (odd ? 1 : -1)) / (Math.PI * k) }
  return { a: odd ? 8 / (Math.PI * Math.PI * k * k) : 0, b: 0 }
}

/** The partial sum S_N(x) = Σ_{k=1}^{N} a_k cos kx + b_k sin kx. */
export function partialSum(w: Wave, N: number, x: number): number {
  let s = 0
  for (let k = 1; k <= N; k++) {
    const { a, b } = coefficient(w, k)
    if (a) s += a * Math.cos(k * x)
    if (b) s += b * Math.sin(k * x)
  }
  return s
}

/** Where each wave jumps inside (0, π], and the side from which its partial sums overshoot. */
const JUMP: Record<Wave, { at: number; side: 1 | -1 } | null> = {
  square: { at: 0, side: 1 },
  sawtooth: { at: Math.PI, side: -1 },
  triangle: null,
}

/**
 * The peak of S_N beside the jump, found on the first half-period (0, π/2) of the jump's side by sampling
 * and then golden-section refinement: `{ x, value, overshoot }`, where `overshoot` is (peak − 1)/2, the
 * excess over the one-sided limit 1 as a fraction of the jump 2. Null for the continuous triangle wave.
 */
export function gibbsPeak(w: Wave, N: number, samples = 2000) {
  const jump = JUMP[w]
  if (!jump) return null
  const f = (d: number) => partialSum(w, N, jump.at + jump.side * d)
  const width = Math.PI / 2
  let best = 0
  for (let i = 1; i < samples; i++) if (f((i * width) / samples) > f((best * width) / samples) || best === 0) best = i
  let lo = ((best - 1) * width) / samples
  let hi = ((best + 1) * width) / samples
  const g = (Math.sqrt(5) - 1) / 2
  for (let i = 0; i < 60; i++) {
    const m1 = hi - g * (hi - lo)
    const m2 = lo + g * (hi - lo)
    if (f(m1) < f(m2)) lo = m1
    else hi = m2
  }
  const d = (lo + hi) / 2
  const value = f(d)
  return { x: jump.at + jump.side * d, value, overshoot: (value - 1) / 2 }
}

/** The largest |S_N − f| on a grid of one period: the uniform error of the partial sum. */
export function maxError(w: Wave, N: number, samples = 2000) {
  let m = 0
  for (let i = 0; i <= samples; i++) {
    const x = -Math.PI + (2 * Math.PI * i) / samples
    m = Math.max(m, Math.abs(partialSum(w, N, x) - wave(w, x)))
  }
  return m
}
