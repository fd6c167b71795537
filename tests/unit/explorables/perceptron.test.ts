import { describe, expect, it } from 'vitest'
import { misclassified, novikoffBound, perceptron, positiveRegion, score, STARTING_DATA, weightsAt, type Sample, type Weights } from '@/lib/explorables/perceptron'

const ZERO: Weights = { w: [0, 0], b: 0 }
// The explorable's starting data: separated by x1 + 1.4 x2 + 0.1 = 0.
const DATA = STARTING_DATA
const XOR: Sample[] = [
  { x: [1, 1], y: 1 },
  { x: [-1, -1], y: 1 },
  { x: [1, -1], y: -1 },
  { x: [-1, 1], y: -1 },
]

describe('the perceptron', () => {
  it('makes the textbook updates on a small example, by hand', () => {
    // from w = 0 the first example is on the line, so it is a mistake: w = (1, 2), b = 1; then (−2, −1) has
    // score −2 − 2 + 1 = −3, correct for class −1, and so on
    const run = perceptron(DATA, 1, ZERO)
    expect(run.steps[0]).toEqual({ index: 0, w: [1, 2], b: 1 })
    expect(run.converged).toBe(true)
  })

  it('ends, on separable data, with weights that classify every example correctly', () => {
    for (const eta of [0.1, 0.5, 1, 3])
      for (const start of [ZERO, { w: [1, 0], b: 0 } as Weights, { w: [0, -1], b: 2 } as Weights]) {
        const run = perceptron(DATA, eta, start, 1000)
        expect(run.converged).toBe(true)
        const end = weightsAt(run, start, run.steps.length)
        expect(DATA.every((s) => !misclassified(end, s))).toBe(true)
      }
  })

  it('updates only on mistakes, by w ← w + ηyx and b ← b + ηy', () => {
    const start: Weights = { w: [1, 0], b: 0 }
    const eta = 0.5
    const run = perceptron(DATA, eta, start)
    run.steps.forEach((step, k) => {
      const before = weightsAt(run, start, k)
      const { x, y } = DATA[step.index]!
      expect(y * score(before, x)).toBeLessThanOrEqual(0)
      expect(step.w[0]).toBeCloseTo(before.w[0] + eta * y * x[0], 12)
      expect(step.w[1]).toBeCloseTo(before.w[1] + eta * y * x[1], 12)
      expect(step.b).toBeCloseTo(before.b + eta * y, 12)
    })
  })

  it('from zero, η only rescales the weights: the same mistakes, the same lines', () => {
    const a = perceptron(DATA, 1, ZERO)
    // η a power of two, so that the scaled arithmetic is exact and a point exactly on a line stays on it
    const b = perceptron(DATA, 0.25, ZERO)
    expect(b.steps.map((s) => s.index)).toEqual(a.steps.map((s) => s.index))
    b.steps.forEach((s, k) => {
      expect(s.w[0]).toBe(0.25 * a.steps[k]!.w[0])
      expect(s.b).toBe(0.25 * a.steps[k]!.b)
    })
  })

  it('respects Novikoff’s bound (R/γ)² on the number of updates from zero', () => {
    const bound = novikoffBound(DATA, { w: [1, 1.4], b: 0.1 })
    expect(bound).toBeGreaterThan(1)
    expect(bound).toBeLessThan(Infinity)
    for (const eta of [0.1, 1, 10]) expect(perceptron(DATA, eta, ZERO).steps.length).toBeLessThanOrEqual(bound)
    expect(novikoffBound(XOR, { w: [1, 0], b: 0 })).toBe(Infinity)
  })

  it('never stops on XOR, which no line separates: it uses the whole budget', () => {
    const run = perceptron(XOR, 1, ZERO, 200)
    expect(run.converged).toBe(false)
    expect(run.steps).toHaveLength(200)
    // and at every step some example is misclassified
    run.steps.forEach((w) => expect(XOR.some((s) => misclassified(w, s))).toBe(true))
  })
})

describe('the positive half-plane in the view', () => {
  const area = (poly: readonly (readonly [number, number])[]) =>
    Math.abs(poly.reduce((sum, p, k) => sum + p[0] * poly[(k + 1) % poly.length]![1] - poly[(k + 1) % poly.length]![0] * p[1], 0)) / 2

  it('is half the square for a line through its centre, and all or nothing for a line outside it', () => {
    expect(area(positiveRegion({ w: [1, 1], b: 0 }, [-1, 1], [-1, 1]))).toBeCloseTo(2, 12)
    expect(area(positiveRegion({ w: [1, 0], b: 5 }, [-1, 1], [-1, 1]))).toBeCloseTo(4, 12)
    expect(positiveRegion({ w: [1, 0], b: -5 }, [-1, 1], [-1, 1])).toHaveLength(0)
  })

  it('has every vertex on the positive side or on the line', () => {
    const weights: Weights = { w: [0.3, -1.2], b: 0.4 }
    for (const p of positiveRegion(weights, [-4, 4], [-3, 3])) expect(score(weights, p)).toBeGreaterThan(-1e-9)
  })
})
