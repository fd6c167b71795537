'use client'

import { Coordinates, Line, Mafs, Point, Polyline, Theme, type vec } from 'mafs'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { arrow, classify, directionField, eigenvector, trajectory, type Kind } from '@/lib/explorables/phase-portrait'
import { Handle } from './handle.client'
import { tags } from './text'

const clamp = (v: number) => Math.max(-3, Math.min(3, v))
const fmt = (v: number) => (Math.abs(v) < 0.005 ? '0' : v.toFixed(2).replace('-', '−'))
/** Each type of equilibrium's message. */
const KINDS = {
  saddle: 'saddle',
  'stable node': 'stableNode',
  'unstable node': 'unstableNode',
  'stable degenerate node': 'stableDegenerateNode',
  'unstable degenerate node': 'unstableDegenerateNode',
  'stable spiral': 'stableSpiral',
  'unstable spiral': 'unstableSpiral',
  centre: 'centre',
  'line of equilibria': 'lineOfEquilibria',
} as const satisfies Record<Kind, string>

/**
 * The phase plane of x′ = y, y′ = −k x − c y: its direction field, the eigenvector lines when the eigenvalues
 * are real, and the trajectory from a draggable initial condition (RK4, fixed step, forward 20 time units).
 * Two sliders set the damping c and the stiffness k, so every type of linear equilibrium can be reached.
 */
export default function PhasePortrait() {
  const t = useTranslations('explorables.phasePortrait')
  const [c, setC] = useState(0.5)
  const [k, setK] = useState(1)
  const [start, setStart] = useState<vec.Vector2>([2, 0])
  const id = useId()
  const field = useMemo(() => directionField(c, k, 7, 3.5, 0.5, 0.32), [c, k])
  const path = useMemo(() => trajectory(c, k, start), [c, k, start])
  const { trace, det, kind, eigenvalues } = classify(c, k)
  const eigenText = eigenvalues.real
    ? `λ₁ = ${fmt(eigenvalues.values[0])}, λ₂ = ${fmt(eigenvalues.values[1])}`
    : `λ = ${fmt(eigenvalues.re)} ± ${fmt(eigenvalues.im)}i`
  return (
    <div className="noe-explorable-body">
      <Mafs height={340} viewBox={{ x: [-3, 3], y: [-3, 3] }} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: 1 }} yAxis={{ lines: 1 }} />
        {field.map((s) => (
          <Polyline key={`${s[0][0]},${s[0][1]}`} points={arrow(s, 0.09)} color={Theme.foreground} strokeOpacity={0.45} weight={1.3} />
        ))}
        {eigenvalues.real &&
          kind !== 'line of equilibria' &&
          eigenvalues.values.map((l, i) => (
            <Line.ThroughPoints key={i} point1={[0, 0]} point2={eigenvector(l)} color={Theme.green} style="dashed" weight={2} />
          ))}
        <Polyline points={path} color={Theme.blue} weight={3} />
        <Point x={0} y={0} color={Theme.foreground} />
        <Handle point={start} onMove={([x, y]) => setStart([clamp(x), clamp(y)])} label={t('initialCondition')} />
      </Mafs>
      <div className="noe-explorable-controls">
        <label htmlFor={`${id}-c`}>
          {t('damping')} <output htmlFor={`${id}-c`}>{fmt(c)}</output>
        </label>
        <input id={`${id}-c`} type="range" min={-1} max={3} step={0.1} value={c} onChange={(e) => setC(Number(e.target.value))} />
        <label htmlFor={`${id}-k`}>
          {t('stiffness')} <output htmlFor={`${id}-k`}>{fmt(k)}</output>
        </label>
        <input id={`${id}-k`} type="range" min={-2} max={2} step={0.1} value={k} onChange={(e) => setK(Number(e.target.value))} />
        <p aria-live="polite">
          {t.rich('readout', {
            trace: fmt(trace),
            det: fmt(det),
            eigenvalues: eigenText,
            kind: t(`kinds.${KINDS[kind]}`),
            x: fmt(start[0]),
            y: fmt(start[1]),
            dashed: eigenvalues.real && kind !== 'line of equilibria' ? 'yes' : 'no',
            ...tags,
          })}
        </p>
      </div>
    </div>
  )
}
