'use client'

import { Coordinates, Line, Mafs, Polygon, Polyline, Text, Theme, Vector, type vec } from 'mafs'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { apply, det, eigen, orientation, PRESETS, snap, type Eigen, type Mat2, type Vec2 } from '@/lib/explorables/linear-map'
import { Handle } from './handle.client'
import { tags } from './text'

const BUTTONS: (keyof typeof PRESETS)[] = ['shear', 'rotation', 'reflection', 'projection', 'symmetric', 'start']
/** The handles stay in this box, which the view always shows. */
const X: Vec2 = [-2, 3.5]
const Y: Vec2 = [-1.5, 3.5]
const GRID = [-4, -3, -2, -1, 0, 1, 2, 3, 4]
/** The letter F in the unit square: its image shows whether the map keeps or mirrors orientation. */
const F_STROKE: Vec2[] = [
  [0.7, 0.82],
  [0.28, 0.82],
  [0.28, 0.18],
]
const F_BAR: [Vec2, Vec2] = [
  [0.28, 0.5],
  [0.58, 0.5],
]
const clamp = (t: number, [lo, hi]: Vec2) => Math.max(lo, Math.min(hi, snap(t)))
const constrain = ([x, y]: vec.Vector2): vec.Vector2 => [clamp(x, X), clamp(y, Y)]
/** A number for the text: at most two decimals, a true minus sign. */
const num = (x: number) => String(Number(x.toFixed(2)) || 0).replace('-', '−')
/** A direction written with its largest coordinate ±1, e.g. (0.5, 1) for the line through (1, 2). */
const dir = ([x, y]: Vec2) => {
  const m = Math.abs(x) >= Math.abs(y) ? x : y
  return `(${num(x / m)}, ${num(y / m)})`
}
const buttonStyle = { font: 'inherit', color: 'inherit', background: 'transparent', border: '1px solid var(--noe-border)', borderRadius: 'var(--noe-radius)', padding: '0.1rem 0.55rem', cursor: 'pointer' }

/** The matrix A, its determinant and its eigenvalues e in words: the region the preset buttons describe. */
function Readout({ id, A, e }: { id: string; A: Mat2; e: Eigen }) {
  const t = useTranslations('explorables.linearMap')
  const d = det(A)
  const o = orientation(A)
  return (
    <div id={id} aria-live="polite">
      <p>{t('matrix', { a: num(A.col1[0]), b: num(A.col2[0]), c: num(A.col1[1]), d: num(A.col2[1]) })}</p>
      <p>{t.rich('determinant', { det: num(d), orientation: o, area: num(Math.abs(d)), ...tags })}</p>
      <p>
        {e.kind === 'distinct'
          ? t('distinct', { l1: num(e.values[0]), l2: num(e.values[1]), v1: dir(e.vectors[0]), v2: dir(e.vectors[1]) })
          : e.kind === 'complex'
            ? t('complex', { re: num(e.re), im: num(e.im) })
            : e.everyDirection
              ? t('scalar', { value: num(e.value) })
              : t('defective', { value: num(e.value), v: dir(e.vector) })}
      </p>
    </div>
  )
}

/**
 * A linear map of the plane set by dragging the images of e1 and e2: the grid and the unit square follow,
 * the determinant is the signed area of the image square, and the real eigen-directions are drawn as lines.
 */
export default function LinearMap() {
  const t = useTranslations('explorables.linearMap')
  const [A, setA] = useState<Mat2>(PRESETS.start)
  const id = useId()
  const e = useMemo(() => eigen(A), [A])
  const lines: { v: Vec2; label: string }[] =
    e.kind === 'distinct'
      ? [
          { v: e.vectors[0], label: `λ = ${num(e.values[0])}` },
          { v: e.vectors[1], label: `λ = ${num(e.values[1])}` },
        ]
      : e.kind === 'repeated' && !e.everyDirection
        ? [{ v: e.vector, label: `λ = ${num(e.value)}` }]
        : []
  /** Where to write an eigenvalue: on the upper half of its line, as far out as the view allows. */
  const labelAt = ([x, y]: Vec2): Vec2 => {
    const [ux, uy] = y < -1e-9 || (Math.abs(y) <= 1e-9 && x < 0) ? [-x, -y] : [x, y]
    const t = Math.min(2.9, ux > 0 ? (X[1] - 1) / ux : Infinity, ux < 0 ? (X[0] + 0.1) / ux : Infinity, uy > 0 ? (Y[1] - 0.3) / uy : Infinity)
    return [t * ux, t * uy]
  }
  /** A nearly horizontal line gets its label lifted above it, where the 'e' placement would sit on the line. */
  const flat = ([x, y]: Vec2) => Math.abs(y) < 0.3 * Math.abs(x)
  return (
    <div className="noe-explorable-body">
      <Mafs height={360} viewBox={{ x: X, y: Y, padding: 0.25 }} pan={false} zoom={false}>
        <Coordinates.Cartesian subdivisions={false} xAxis={{ lines: false }} yAxis={{ lines: false }} />
        {GRID.map((k) => (
          <g key={k}>
            <Line.Segment point1={apply(A, [k, -4])} point2={apply(A, [k, 4])} color={Theme.foreground} opacity={0.18} weight={1} />
            <Line.Segment point1={apply(A, [-4, k])} point2={apply(A, [4, k])} color={Theme.foreground} opacity={0.18} weight={1} />
          </g>
        ))}
        <Polygon points={[[0, 0], [1, 0], [1, 1], [0, 1]]} color={Theme.foreground} fillOpacity={0} strokeStyle="dashed" weight={1.5} strokeOpacity={0.6} />
        <Polygon points={[[0, 0], A.col1, apply(A, [1, 1]), A.col2]} color={Theme.blue} fillOpacity={0.22} weight={1.5} />
        <Polyline points={F_STROKE.map((p) => apply(A, p))} color={Theme.foreground} weight={3} />
        <Line.Segment point1={apply(A, F_BAR[0])} point2={apply(A, F_BAR[1])} color={Theme.foreground} weight={3} />
        {lines.map(({ v, label }) => (
          <g key={label + v.join()}>
            <Line.ThroughPoints point1={[0, 0]} point2={v} color={Theme.red} style="dashed" weight={2} />
            <Text x={labelAt(v)[0]} y={labelAt(v)[1] + (flat(v) ? 0.3 : 0)} attach={flat(v) ? 'w' : 'e'} attachDistance={10} color={Theme.red} size={16}>
              {label}
            </Text>
          </g>
        ))}
        <Vector tip={A.col1} color={Theme.blue} weight={3} />
        <Vector tip={A.col2} color={Theme.green} weight={3} />
        <Text x={A.col1[0]} y={A.col1[1]} attach="se" attachDistance={14} color={Theme.blue} size={17}>
          Ae₁
        </Text>
        <Text x={A.col2[0]} y={A.col2[1]} attach="nw" attachDistance={14} color={Theme.green} size={17}>
          Ae₂
        </Text>
        <Handle point={A.col1} onMove={(p) => setA((m) => ({ ...m, col1: p }))} label={t('image1')} constrain={constrain} color={Theme.blue} />
        <Handle point={A.col2} onMove={(p) => setA((m) => ({ ...m, col2: p }))} label={t('image2')} constrain={constrain} color={Theme.green} />
      </Mafs>
      <div className="noe-explorable-controls">
        <fieldset>
          <legend>{t('presets')}</legend>
          {BUTTONS.map((b) => (
            <button key={b} type="button" aria-label={t(`buttons.${b}`)} style={buttonStyle} onClick={() => setA(PRESETS[b])} aria-describedby={`${id}-out`}>
              {t(`buttons.${b}`)}
            </button>
          ))}
        </fieldset>
        <Readout id={`${id}-out`} A={A} e={e} />
      </div>
    </div>
  )
}
