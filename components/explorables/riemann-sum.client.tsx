'use client'

import { Coordinates, Mafs, Plot, Polygon, Theme } from 'mafs'
import 'mafs/core.css'
import { useId, useState } from 'react'

/** f(x) = 2 + sin 2x + x/2 on [0, 4]: positive and wavy, so left, right and midpoint sums differ visibly. */
const f = (x: number) => 2 + Math.sin(2 * x) + x / 2
const a = 0
const b = 4
/** An antiderivative: 2x − cos(2x)/2 + x²/4. */
const F = (x: number) => 2 * x - Math.cos(2 * x) / 2 + (x * x) / 4
const exact = F(b) - F(a)

type Rule = 'left' | 'midpoint' | 'right'
const RULES: { id: Rule; label: string }[] = [
  { id: 'left', label: 'Left endpoints' },
  { id: 'midpoint', label: 'Midpoints' },
  { id: 'right', label: 'Right endpoints' },
]

/** The sample point of the k-th of n subintervals under a rule. */
export function samplePoint(rule: Rule, k: number, n: number) {
  const width = (b - a) / n
  const left = a + k * width
  return rule === 'left' ? left : rule === 'right' ? left + width : left + width / 2
}

export function riemannSum(rule: Rule, n: number) {
  const width = (b - a) / n
  let sum = 0
  for (let k = 0; k < n; k++) sum += f(samplePoint(rule, k, n)) * width
  return sum
}

/**
 * A Riemann sum of f(x) = 2 + sin 2x + x/2 over [0, 4]: choose the number of rectangles and where each samples
 * f, and watch the sum approach the integral (its value is shown beside the sum).
 */
export default function RiemannSum() {
  const [n, setN] = useState(6)
  const [rule, setRule] = useState<Rule>('left')
  const id = useId()
  const width = (b - a) / n
  const sum = riemannSum(rule, n)
  return (
    <div className="noe-explorable-body">
      <Mafs height={300} viewBox={{ x: [-0.3, 4.3], y: [-0.5, 5.5] }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: 1 }} yAxis={{ lines: 1 }} />
        {Array.from({ length: n }, (_, k) => {
          const left = a + k * width
          const height = f(samplePoint(rule, k, n))
          return (
            <Polygon
              key={k}
              points={[
                [left, 0],
                [left + width, 0],
                [left + width, height],
                [left, height],
              ]}
              color={Theme.blue}
              fillOpacity={0.25}
              weight={1}
            />
          )
        })}
        <Plot.OfX y={f} color={Theme.foreground} weight={2.5} />
      </Mafs>
      <div className="noe-explorable-controls">
        <label htmlFor={`${id}-n`}>
          Rectangles: <output htmlFor={`${id}-n`}>{n}</output>
        </label>
        <input id={`${id}-n`} type="range" min={1} max={60} value={n} onChange={(e) => setN(Number(e.target.value))} />
        <fieldset>
          <legend>Sample f at</legend>
          {RULES.map((r) => (
            <label key={r.id}>
              <input type="radio" name={`${id}-rule`} value={r.id} checked={rule === r.id} onChange={() => setRule(r.id)} /> {r.label}
            </label>
          ))}
        </fieldset>
        <p aria-live="polite">
          Sum of the rectangles: <strong>{sum.toFixed(4)}</strong>; integral: <strong>{exact.toFixed(4)}</strong>; difference:{' '}
          <strong>{(sum - exact).toFixed(4)}</strong>.
        </p>
      </div>
    </div>
  )
}
