/**
 * The mathematics of the Riemann-sum explorable (components/explorables/riemann-sum.client.tsx), kept
 * apart from the drawing so it is tested on its own.
 */

/** f(x) = 2 + sin 2x + x/2: positive and wavy on [0, 4], so left, right and midpoint sums differ visibly. */
export const f = (x: number) => 2 + Math.sin(2 * x) + x / 2
export const interval = [0, 4] as const
/** An antiderivative of f: 2x − cos(2x)/2 + x²/4. */
const F = (x: number) => 2 * x - Math.cos(2 * x) / 2 + (x * x) / 4
export const exactIntegral = F(interval[1]) - F(interval[0])

export type Rule = 'left' | 'midpoint' | 'right'

/** The sample point of the k-th of n equal subintervals of [a, b] under a rule. */
export function samplePoint(rule: Rule, k: number, n: number, [a, b]: readonly [number, number] = interval) {
  const width = (b - a) / n
  const left = a + k * width
  return rule === 'left' ? left : rule === 'right' ? left + width : left + width / 2
}

/** The rectangles of a Riemann sum: [left, right, height] for each of n equal subintervals. */
export function rectangles(g: (x: number) => number, rule: Rule, n: number, [a, b]: readonly [number, number] = interval) {
  const width = (b - a) / n
  return Array.from({ length: n }, (_, k) => [a + k * width, a + (k + 1) * width, g(samplePoint(rule, k, n, [a, b]))] as const)
}

export function riemannSum(g: (x: number) => number, rule: Rule, n: number, range: readonly [number, number] = interval) {
  return rectangles(g, rule, n, range).reduce((sum, [left, right, height]) => sum + height * (right - left), 0)
}
