/**
 * The mathematics of the central-limit explorable (components/explorables/central-limit.client.tsx):
 * a seeded generator, four parent distributions, sample means, and a histogram of the standardised means
 * whose bins respect the lattice on which the means of a discrete parent live.
 */

/** mulberry32: a small, fast 32-bit generator; the same seed always gives the same numbers in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

export type ParentName = 'uniform' | 'exponential' | 'bernoulli' | 'skewed'

/** A parent distribution (its name, in words, is the explorable's message `centralLimit.parents.<name>`). */
export interface Parent {
  mean: number
  sd: number
  /** One draw, from a uniform generator. */
  draw: (random: () => number) => number
  /** For a discrete parent: its values are integer multiples of `span`, so a sum of n lives on that lattice. */
  span?: number
}

export const parents: Record<ParentName, Parent> = {
  uniform: { mean: 0.5, sd: Math.sqrt(1 / 12), draw: (r) => r() },
  exponential: { mean: 1, sd: 1, draw: (r) => -Math.log(1 - r()) },
  bernoulli: { mean: 0.2, sd: 0.4, draw: (r) => (r() < 0.2 ? 1 : 0), span: 1 },
  // 0, 1 or 5 with probabilities 0.6, 0.3, 0.1: mean 0.8, E[X²] = 2.8, variance 2.16.
  skewed: { mean: 0.8, sd: Math.sqrt(2.16), draw: (r) => { const u = r(); return u < 0.6 ? 0 : u < 0.9 ? 1 : 5 }, span: 1 },
}

/** `count` means of samples of size n from a parent, reproducible from the seed. */
export function sampleMeans(parent: Parent, n: number, count: number, seed: number): number[] {
  const random = mulberry32(seed)
  return Array.from({ length: count }, () => {
    let sum = 0
    for (let i = 0; i < n; i++) sum += parent.draw(random)
    return sum / n
  })
}

/** (mean − μ)/(σ/√n): the sample mean on the scale of the central limit theorem. */
export const standardise = (parent: Parent, n: number, mean: number) => ((mean - parent.mean) * Math.sqrt(n)) / parent.sd

/** The mean and the standard deviation (dividing by count − 1) of a list of numbers. */
export function summary(xs: number[]): { mean: number; sd: number } {
  const mean = xs.reduce((s, x) => s + x, 0) / xs.length
  const ss = xs.reduce((s, x) => s + (x - mean) ** 2, 0)
  return { mean, sd: Math.sqrt(ss / (xs.length - 1)) }
}

export const normalDensity = (z: number) => Math.exp(-(z * z) / 2) / Math.sqrt(2 * Math.PI)

/**
 * Bins for the standardised means covering [−range, range]. For a continuous parent they have width
 * `width`. For a discrete one the means live on a lattice of spacing span/n, that is span/(σ√n) in z; the
 * bins are then a whole number of lattice steps wide (at least `width`) and centred between lattice points,
 * so every bin holds the same number of them and the histogram shows no comb of empty bins.
 */
export function bins(parent: Parent, n: number, range = 4.5, width = 0.25): { origin: number; width: number; count: number } {
  if (!parent.span) {
    const count = Math.ceil((2 * range) / width)
    return { origin: -(count * width) / 2, width, count }
  }
  const step = parent.span / (parent.sd * Math.sqrt(n))
  const w = step * Math.ceil(width / step - 1e-9)
  // The lattice point nearest μ sits at z0; edges are half a step below lattice points.
  const z0 = standardise(parent, n, (Math.round((parent.mean * n) / parent.span) * parent.span) / n)
  const edge = z0 - step / 2
  const below = Math.ceil((edge + range) / w)
  const origin = edge - below * w
  return { origin, width: w, count: Math.ceil((range - origin) / w) }
}

/** A density histogram: [left, right, height] per bin, heights scaled so the total area is the fraction inside. */
export function histogram(zs: number[], { origin, width, count }: { origin: number; width: number; count: number }) {
  const counts = new Array<number>(count).fill(0)
  for (const z of zs) {
    const k = Math.floor((z - origin) / width + 1e-9)
    if (k >= 0 && k < count) counts[k]! += 1
  }
  return counts.map((c, k) => [origin + k * width, origin + (k + 1) * width, c / (zs.length * width)] as const)
}
