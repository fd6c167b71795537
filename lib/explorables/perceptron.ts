/**
 * The mathematics of the perceptron explorable (components/explorables/perceptron.client.tsx): Rosenblatt's
 * perceptron on labelled points of the plane, recorded update by update, and the half-plane it calls positive.
 */

export type Vec = readonly [number, number]
/** A labelled example: a point of the plane and its class, +1 or −1. */
export interface Sample {
  x: Vec
  y: 1 | -1
}
/** The classifier x ↦ sign(w · x + b): its boundary is the line w · x + b = 0, normal to w. */
export interface Weights {
  w: Vec
  b: number
}
/** One update: the example it was made on and the weights after it. */
export interface Step extends Weights {
  index: number
}
export interface Run {
  steps: Step[]
  /** True when a full pass over the data found no mistake: the last weights separate the classes. */
  converged: boolean
}

/** The score w · x + b; the classifier predicts +1 where it is positive. */
export const score = ({ w, b }: Weights, x: Vec) => w[0] * x[0] + w[1] * x[1] + b

/** An example is misclassified when y (w · x + b) ≤ 0: on the wrong side of the boundary, or on it. */
export const misclassified = (weights: Weights, { x, y }: Sample) => y * score(weights, x) <= 0

/**
 * The perceptron: visit the examples in order, cyclically, and at each mistake move the weights towards the
 * example's side, w ← w + η y x and b ← b + η y. It stops after a full pass without a mistake, or after
 * `budget` updates. Each update is recorded.
 */
// #region perceptron
export function perceptron(data: Sample[], eta: number, start: Weights, budget = 100): Run {
  const steps: Step[] = []
  let { w, b } = start
  let i = 0
  let clean = 0 // examples in a row classified correctly
  while (clean < data.length && steps.length < budget) {
    const { x, y } = data[i]!
    if (y * (w[0] * x[0] + w[1] * x[1] + b) <= 0) {
      // a mistake: move the line towards the example's side
      w = [w[0] + eta * y * x[0], w[1] + eta * y * x[1]]
      b = b + eta * y
      clean = 0
      steps.push({ index: i, w, b }) // record the update
    } else {
      clean++
    }
    i = (i + 1) % data.length
  }
  return { steps, converged: clean === data.length }
}
// #endregion perceptron

/** The weights after `k` updates of a run (k = 0: the starting weights). */
export const weightsAt = (run: Run, start: Weights, k: number): Weights => (k === 0 ? start : run.steps[k - 1]!)

/**
 * The part of the rectangle [x0, x1] × [y0, y1] where w · x + b ≥ 0, as a convex polygon (possibly empty):
 * the rectangle clipped by one half-plane (one pass of Sutherland–Hodgman clipping).
 */
export function positiveRegion(weights: Weights, [x0, x1]: Vec, [y0, y1]: Vec): Vec[] {
  const corners: Vec[] = [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
  ]
  const out: Vec[] = []
  corners.forEach((p, k) => {
    const q = corners[(k + 1) % 4]!
    const [sp, sq] = [score(weights, p), score(weights, q)]
    if (sp >= 0) out.push(p)
    if ((sp >= 0) !== (sq >= 0)) {
      const t = sp / (sp - sq)
      out.push([p[0] + t * (q[0] - p[0]), p[1] + t * (q[1] - p[1])])
    }
  })
  return out
}

/**
 * Novikoff's bound: if a separator (u, c) gives every example margin y (u · x + c) / ‖(u, c)‖ ≥ γ > 0 and
 * R = max ‖(x, 1)‖, the perceptron started at zero makes at most (R/γ)² updates, whatever η. Returns (R/γ)²,
 * or Infinity when (u, c) does not separate the data.
 */
export function novikoffBound(data: Sample[], separator: Weights): number {
  const norm = Math.hypot(separator.w[0], separator.w[1], separator.b)
  const gamma = Math.min(...data.map((s) => (s.y * score(separator, s.x)) / norm))
  const R = Math.max(...data.map((s) => Math.hypot(s.x[0], s.x[1], 1)))
  return gamma > 0 ? (R / gamma) ** 2 : Infinity
}

/** The explorable's starting points, two classes of four, separable (for example by x1 + 1.4 x2 + 0.1 = 0). */
export const STARTING_DATA: Sample[] = [
  { x: [1, 2], y: 1 },
  { x: [-2, -1], y: -1 },
  { x: [3, -0.5], y: 1 },
  { x: [-1, -2.5], y: -1 },
  { x: [-1.5, 2.5], y: 1 },
  { x: [1.5, -1.5], y: -1 },
  { x: [0.5, 0.5], y: 1 },
  { x: [-3, 1], y: -1 },
]
