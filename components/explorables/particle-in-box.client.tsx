'use client'

import { Coordinates, Line, Mafs, Polygon, Polyline, Text, Theme, type vec } from 'mafs'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { useSentenceGap } from './text'
import { beatPeriod, density, energy, meanEnergy, meanPosition, realPart, sample, type State } from '@/lib/explorables/particle-in-box'

type Mode = 'single' | 'superposition'
const MODES: Mode[] = ['single', 'superposition']
/** A grid spacing of 1, 2 or 5 times a power of ten, giving about `count` lines across `span`. */
const niceStep = (span: number, count: number) => {
  const raw = span / count
  const p = 10 ** Math.floor(Math.log10(raw))
  return [1, 2, 5, 10].map((k) => k * p).find((s) => s >= raw) ?? 10 * p
}
const round = (v: number) => String(Number(v.toFixed(2)))

/**
 * An electron in an infinite square well of width L: one stationary state, or a superposition of two whose
 * probability density sloshes back and forth with the beat period h/|E_m − E_n|. The reader sets n, m, L,
 * the weight of state m and the time; the picture shows Re ψ (solid) and |ψ|² (dashed, shaded).
 */
export default function ParticleInBox() {
  const t = useTranslations('explorables.particleInBox')
  const gap = useSentenceGap()
  const [n, setN] = useState(1)
  const [m, setM] = useState(2)
  const [widthNm, setWidth] = useState(1)
  const [mode, setMode] = useState<Mode>('single')
  const [weight, setWeight] = useState(0.5)
  const [phase, setPhase] = useState(0) // time as a fraction of the beat period
  const id = useId()
  const state: State = mode === 'single' ? { n, m: n, weight: 0, widthNm } : { n, m, weight, widthNm }
  const T = beatPeriod(state)
  const time = Number.isFinite(T) ? phase * T : 0
  const { wave, dens, top, bottom } = useMemo(() => {
    const wave = sample((x) => realPart(state, x, time), widthNm, 240) as vec.Vector2[]
    const dens = sample((x) => density(state, x, time), widthNm, 240) as vec.Vector2[]
    const top = 1.2 * Math.max(...dens.map((p) => p[1]), ...wave.map((p) => Math.abs(p[1])))
    const bottom = -Math.max(0.3 * top, 1.15 * Math.max(...wave.map((p) => -p[1])))
    return { wave, dens, top, bottom }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [n, m, widthNm, mode, weight, time])
  const pad = 0.14 * widthNm
  const xStep = niceStep(widthNm, 6)
  const yStep = niceStep(top - bottom, 5)
  const wall = (x0: number, x1: number) => [[x0, bottom], [x1, bottom], [x1, top], [x0, top]] as vec.Vector2[]
  const E = (k: number) => energy(k, widthNm).toFixed(3)
  const slider = (key: string, label: string, value: string | number, min: number, max: number, step: number, v: number, set: (x: number) => void) => (
    <>
      <label htmlFor={`${id}-${key}`}>
        {label} <output htmlFor={`${id}-${key}`}>{value}</output>
      </label>
      <input id={`${id}-${key}`} type="range" min={min} max={max} step={step} value={v} onChange={(e) => set(Number(e.target.value))} />
    </>
  )
  return (
    <div className="noe-explorable-body">
      <Mafs height={340} viewBox={{ x: [-pad, widthNm + pad], y: [bottom, top], padding: 0 }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: xStep, labels: round }} yAxis={{ lines: yStep, labels: round }} />
        <Polygon points={wall(-pad, 0)} color={Theme.foreground} fillOpacity={0.15} strokeOpacity={0} />
        <Polygon points={wall(widthNm, widthNm + pad)} color={Theme.foreground} fillOpacity={0.15} strokeOpacity={0} />
        <Line.Segment point1={[0, bottom]} point2={[0, top]} color={Theme.foreground} weight={3} />
        <Line.Segment point1={[widthNm, bottom]} point2={[widthNm, top]} color={Theme.foreground} weight={3} />
        <Polygon points={[[0, 0], ...dens, [widthNm, 0]]} color={Theme.red} fillOpacity={0.18} weight={2.5} strokeStyle="dashed" />
        <Polyline points={wave} color={Theme.blue} weight={3} />
        <Text x={widthNm + pad * 0.95} y={bottom} attach="nw" size={14} color={Theme.foreground}>x (nm)</Text>
        <Text x={pad * 0.15} y={top} attach="se" size={14} color={Theme.foreground}>{t('legend')}</Text>
      </Mafs>
      <div className="noe-explorable-controls">
        {slider('n', t('n'), n, 1, 10, 1, n, setN)}
        {slider('L', t('width'), widthNm.toFixed(1), 0.5, 2, 0.1, widthNm, setWidth)}
        <Choice legend={t('state')} options={MODES.map((o) => [o, t(`modes.${o}`)] as const)} value={mode} onChange={setMode} />
        {mode === 'superposition' ? (
          <>
            {slider('m', t('m'), m, 1, 10, 1, m, setM)}
            {slider('w', t('weight'), weight.toFixed(2), 0, 1, 0.05, weight, setWeight)}
            {slider('t', t('time'), phase.toFixed(2), 0, 1, 0.05, phase, setPhase)}
          </>
        ) : null}
        <p aria-live="polite">
          {`${t('electron', { width: widthNm.toFixed(1), n: String(n), energy: E(n) })}${gap}`}
          {mode === 'single' || m === n
            ? t('stationary', { nodes: String(n - 1), count: n - 1 })
            : `${t('measurement', { n: String(n), En: E(n), pn: (1 - weight).toFixed(2), m: String(m), Em: E(m), pm: weight.toFixed(2), mean: meanEnergy(state).toFixed(3) })}${gap}` +
              t('beat', { T: T.toFixed(2), time: time.toFixed(2), x: meanPosition(state, time).toFixed(3), centre: (widthNm / 2).toFixed(2) })}
        </p>
      </div>
    </div>
  )
}
