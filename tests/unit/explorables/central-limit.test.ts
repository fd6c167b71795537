import { describe, expect, it } from 'vitest'
import { bins, histogram, mulberry32, normalDensity, parents, sampleMeans, standardise, summary, type ParentName } from '@/lib/explorables/central-limit'

const names = Object.keys(parents) as ParentName[]

describe('the seeded generator', () => {
  it('is deterministic: the same seed gives the same sequence, another seed another one', () => {
    const a = mulberry32(42)
    const b = mulberry32(42)
    const c = mulberry32(43)
    const xs = Array.from({ length: 5 }, () => a())
    expect(Array.from({ length: 5 }, () => b())).toEqual(xs)
    expect(Array.from({ length: 5 }, () => c())).not.toEqual(xs)
  })

  it('is uniform on [0, 1): mean 1/2, variance 1/12, and a chi-square test on 20 bins passes', () => {
    const random = mulberry32(7)
    const N = 100_000
    const xs = Array.from({ length: N }, () => random())
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(0)
    expect(Math.max(...xs)).toBeLessThan(1)
    const { mean, sd } = summary(xs)
    expect(mean).toBeCloseTo(0.5, 2)
    expect(sd ** 2).toBeCloseTo(1 / 12, 3)
    const counts = new Array(20).fill(0)
    for (const x of xs) counts[Math.floor(x * 20)]++
    const chi2 = counts.reduce((s, c) => s + (c - N / 20) ** 2 / (N / 20), 0)
    // 19 degrees of freedom: the 0.999 quantile is about 43.8.
    expect(chi2).toBeLessThan(43.8)
  })
})

describe('the parent distributions', () => {
  it.each(names)('%s draws have the stated mean and standard deviation', (name) => {
    const p = parents[name]
    const random = mulberry32(2024)
    const xs = Array.from({ length: 200_000 }, () => p.draw(random))
    const { mean, sd } = summary(xs)
    expect(Math.abs(mean - p.mean)).toBeLessThan(0.01 * Math.max(1, p.sd))
    expect(Math.abs(sd - p.sd) / p.sd).toBeLessThan(0.02)
  })
})

describe('sample means', () => {
  it.each(names)('for %s, the means of samples of 25 have mean μ and variance σ²/25', (name) => {
    const p = parents[name]
    const { mean, sd } = summary(sampleMeans(p, 25, 8000, 11))
    expect(Math.abs(mean - p.mean)).toBeLessThan((4 * p.sd) / 5 / Math.sqrt(8000))
    expect(sd ** 2 / (p.sd ** 2 / 25)).toBeGreaterThan(0.93)
    expect(sd ** 2 / (p.sd ** 2 / 25)).toBeLessThan(1.07)
  })

  it('are reproducible from the seed, and a new seed gives new samples', () => {
    const p = parents.exponential
    expect(sampleMeans(p, 5, 100, 3)).toEqual(sampleMeans(p, 5, 100, 3))
    expect(sampleMeans(p, 5, 100, 4)).not.toEqual(sampleMeans(p, 5, 100, 3))
  })

  it('standardised, are close to normal for n = 50 even from the skewed exponential: about 95% lie within ±1.96', () => {
    const p = parents.exponential
    const zs = sampleMeans(p, 50, 20_000, 5).map((m) => standardise(p, 50, m))
    const inside = zs.filter((z) => Math.abs(z) <= 1.96).length / zs.length
    expect(inside).toBeGreaterThan(0.935)
    expect(inside).toBeLessThan(0.965)
    // The skewness of the mean of n exponentials is 2/√n, so the right tail is still heavier than the left.
    expect(zs.filter((z) => z > 1.96).length).toBeGreaterThan(zs.filter((z) => z < -1.96).length)
  })
})

describe('the histogram', () => {
  it('has total area equal to the fraction of means inside its range, and follows the normal density', () => {
    const p = parents.uniform
    const zs = sampleMeans(p, 30, 20_000, 9).map((m) => standardise(p, 30, m))
    const h = histogram(zs, bins(p, 30))
    const area = h.reduce((s, [l, r, y]) => s + (r - l) * y, 0)
    expect(area).toBeCloseTo(zs.filter((z) => z >= h[0]![0] && z < h.at(-1)![1]).length / zs.length, 10)
    const centre = h.find(([l, r]) => l <= 0 && 0 < r)!
    expect(centre[2]).toBeCloseTo(normalDensity(0), 1)
  })

  it('for a discrete parent puts the same number of lattice points in every bin', () => {
    for (const n of [1, 3, 17, 50]) {
      const p = parents.skewed
      const b = bins(p, n)
      const step = 1 / (p.sd * Math.sqrt(n))
      expect(b.width / step).toBeCloseTo(Math.round(b.width / step), 9)
      expect(b.width).toBeGreaterThanOrEqual(0.25 - 1e-9)
      // every lattice point (a mean k/n) is half a step or more away from a bin edge
      for (let k = 0; k <= 5 * n; k++) {
        const z = standardise(p, n, k / n)
        const offset = ((z - b.origin) / step) % 1
        expect(Math.abs(offset - 0.5)).toBeLessThan(1e-6)
      }
    }
  })

  it('for a single Bernoulli(0.2) draw shows masses 0.8 and 0.2 exactly', () => {
    const p = parents.bernoulli
    const zs = sampleMeans(p, 1, 10_000, 1).map((m) => standardise(p, 1, m))
    const h = histogram(zs, bins(p, 1)).filter(([, , y]) => y > 0)
    expect(h).toHaveLength(2)
    const ones = zs.filter((z) => z > 0).length / zs.length
    expect(h[0]![2] * (h[0]![1] - h[0]![0])).toBeCloseTo(1 - ones, 12)
    expect(ones).toBeCloseTo(0.2, 1)
  })
})
