'use client'

import { Coordinates, Line, Mafs, Plot, Polygon, Theme } from 'mafs'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { tags } from './text'
import { accurateInterval, clampCentre, coefficients, evaluate, FUNCTIONS, type FunctionId } from '@/lib/explorables/taylor-polynomial'
import { Handle } from './handle.client'

const X: [number, number] = [-4, 4]
const Y: [number, number] = [-3, 5]
/** Values far outside the window are clipped, so a degree-20 polynomial never makes a path of huge numbers. */
const clip = (y: number) => Math.max(-50, Math.min(50, y))
const fmt = (x: number) => (Math.abs(x) < 0.005 ? '0' : x.toFixed(2)).replace('-', '−')

/**
 * A function and its Taylor polynomial of degree n about a centre a: choose the function, the degree and
 * (by dragging the point on the x-axis) the centre; the band shows where the polynomial is within 0.01 of f
 * and the dashed lines the ends of the interval of convergence.
 */
export default function TaylorPolynomial() {
  const t = useTranslations('explorables.taylorPolynomial')
  const [id, setId] = useState<FunctionId>('log1p')
  const [n, setN] = useState(6)
  const [a, setA] = useState(0)
  const uid = useId()
  const fn = FUNCTIONS[id]
  const centre = clampCentre(fn, a)
  const coeffs = useMemo(() => coefficients(fn, centre, n), [fn, centre, n])
  const good = useMemo(() => accurateInterval(fn, centre, n, { window: X }), [fn, centre, n])
  const R = fn.radius(centre)
  // f is drawn only where it is defined, in pieces that avoid the pole of 1/(1 − x).
  const wide: [number, number] = [X[0] - 1, X[1] + 1]
  const pieces: [number, number][] = id === 'log1p' ? [[-0.995, wide[1]]] : id === 'geometric' ? [[wide[0], 0.99], [1.01, wide[1]]] : [wide]
  const edges = [centre - R, centre + R].filter((x) => x > X[0] && x < X[1])
  const end = (x: number, open: boolean) => (open ? t('edge', { x: fmt(x) }) : fmt(x))
  const choose = (next: FunctionId) => {
    setId(next)
    setA(clampCentre(FUNCTIONS[next], a))
  }
  return (
    <div className="noe-explorable-body">
      <Mafs height={320} viewBox={{ x: X, y: Y }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: 1 }} yAxis={{ lines: 1 }} />
        <Polygon
          points={[
            [good.left, Y[0] - 1],
            [good.right, Y[0] - 1],
            [good.right, Y[1] + 1],
            [good.left, Y[1] + 1],
          ]}
          color={Theme.green}
          fillOpacity={0.12}
          weight={0}
        />
        {edges.map((x) => (
          <Line.Segment key={x} point1={[x, Y[0] - 1]} point2={[x, Y[1] + 1]} color={Theme.red} style="dashed" weight={1.5} />
        ))}
        {pieces.map((domain) => (
          <Plot.OfX key={domain[0]} y={(x) => clip(fn.f(x))} domain={domain} color={Theme.foreground} weight={2.5} />
        ))}
        <Plot.OfX y={(x) => clip(evaluate(coeffs, centre, x))} color={Theme.blue} weight={2.5} style="dashed" />
        <Handle
          point={[centre, 0]}
          onMove={([x]) => setA(clampCentre(fn, x))}
          constrain={([x]) => [clampCentre(fn, x), 0]}
          label={t('centre')}
          describe={([x]) => `a = ${fmt(x)}`}
        />
      </Mafs>
      <div className="noe-explorable-controls">
        <Choice legend={t('function')} options={Object.values(FUNCTIONS).map((g) => [g.id, g.label] as const)} value={id} onChange={choose} />
        <label htmlFor={`${uid}-n`}>
          {t('degree')} <output htmlFor={`${uid}-n`}>{n}</output>
        </label>
        <input id={`${uid}-n`} type="range" min={0} max={20} value={n} onChange={(e) => setN(Number(e.target.value))} />
        <p aria-live="polite">
          {t.rich('readout', {
            f: fn.label,
            n: String(n),
            a: fmt(centre),
            convergence: R === Infinity ? 'everywhere' : 'radius',
            radius: fmt(R),
            left: end(good.left, good.leftOpen),
            right: end(good.right, good.rightOpen),
            ...tags,
          })}
        </p>
      </div>
    </div>
  )
}
