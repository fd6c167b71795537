'use client'

import { Coordinates, Line, Mafs, Point, Polygon, Polyline, Text, Theme, type vec } from 'mafs'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { tags } from './text'
import { brightFringe, brightFringeExact, fringeSpacing, intensity } from '@/lib/explorables/two-source-interference'

const HALF = 20 // the screen shown, in mm either side of the centre
const CURVE = 1600 // samples of the intensity curve (at least 16 per fringe at the finest spacing, 0.4 mm)
const STRIP = 400 // cells of the screen strip
const STRIP_Y: [number, number] = [-0.6, -0.34]
const num = (x: number, digits = 2) => x.toFixed(digits).replace('-', '−')

/**
 * Two coherent point sources (a double slit) a distance d apart and a screen at distance L: the intensity on the
 * screen as a curve and as the fringes one sees, with the bright fringes of y = mλL/d marked. Sliders set d, λ, L.
 */
export default function TwoSourceInterference() {
  const t = useTranslations('explorables.twoSourceInterference')
  const [dMm, setDMm] = useState(0.25)
  const [nm, setNm] = useState(633)
  const [L, setL] = useState(2)
  const id = useId()
  const [d, lambda] = [dMm * 1e-3, nm * 1e-9]
  const I = (yMm: number) => intensity(yMm * 1e-3, d, lambda, L)
  const { curve, strip } = useMemo(() => {
    const at = (k: number, n: number) => -HALF + (2 * HALF * k) / n
    return {
      curve: Array.from({ length: CURVE + 1 }, (_, k): vec.Vector2 => [at(k, CURVE), I(at(k, CURVE))]),
      strip: Array.from({ length: STRIP }, (_, k) => [at(k, STRIP), at(k + 1, STRIP), I(at(k + 0.5, STRIP))] as const),
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- I depends only on d, lambda, L
  }, [d, lambda, L])
  const spacing = fringeSpacing(d, lambda, L) * 1e3 // mm
  const orders = Array.from({ length: 2 * Math.floor(HALF / spacing) + 1 }, (_, k) => k - Math.floor(HALF / spacing))
  const labelled = orders.filter((m) => Math.abs(m) <= 3 && (spacing >= 2.5 || m === 0))
  const listed = [1, 2, 3].map((m) => num(brightFringe(m, d, lambda, L) * 1e3))
  const m3 = brightFringeExact(3, d, lambda, L)
  return (
    <div className="noe-explorable-body">
      <Mafs height={320} viewBox={{ x: [-HALF, HALF], y: [-0.64, 1.32], padding: 0 }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: 5, labels: (x) => (x % 10 === 0 && Math.abs(x) < HALF ? x : '') }} yAxis={{ lines: 0.5, labels: (y) => (y === 0.5 ? y : '') }} />
        <Text x={HALF - 0.3} y={-0.04} attach="sw" attachDistance={2} size={14} color={Theme.foreground}>{t('screenAxis')}</Text>
        <Text x={0.4} y={1.3} attach="se" attachDistance={2} size={14} color={Theme.foreground}>I / I_max</Text>
        {strip.map(([a, b, v]) => (
          <Polygon key={a} points={[[a, STRIP_Y[0]], [b, STRIP_Y[0]], [b, STRIP_Y[1]], [a, STRIP_Y[1]]]} color={Theme.blue} fillOpacity={0.9 * v} weight={0} />
        ))}
        <Text x={-HALF + 0.3} y={STRIP_Y[1]} attach="ne" attachDistance={2} size={13} color={Theme.foreground}>{t('screenShows')}</Text>
        <Polyline points={curve} color={Theme.blue} weight={2} />
        {orders.map((m) => (
          <Line.Segment key={m} point1={[brightFringe(m, d, lambda, L) * 1e3, 1]} point2={[brightFringe(m, d, lambda, L) * 1e3, 1.08]} color={Theme.red} weight={2} />
        ))}
        {labelled.map((m) => (
          <g key={m}>
            <Point x={brightFringe(m, d, lambda, L) * 1e3} y={1} color={Theme.red} />
            <Text x={brightFringe(m, d, lambda, L) * 1e3} y={1.1} attach="n" attachDistance={2} size={13} color={Theme.red}>{`m = ${num(m, 0)}`}</Text>
          </g>
        ))}
      </Mafs>
      <div className="noe-explorable-controls">
        <label htmlFor={`${id}-d`}>
          {t('spacing')} <output htmlFor={`${id}-d`}>{dMm.toFixed(2)} mm</output>
        </label>
        <input id={`${id}-d`} type="range" min={0.1} max={0.5} step={0.01} value={dMm} onChange={(e) => setDMm(Number(e.target.value))} />
        <label htmlFor={`${id}-lambda`}>
          {t('wavelength')} <output htmlFor={`${id}-lambda`}>{nm} nm</output>
        </label>
        <input id={`${id}-lambda`} type="range" min={400} max={700} step={1} value={nm} onChange={(e) => setNm(Number(e.target.value))} />
        <label htmlFor={`${id}-L`}>
          {t('distance')} <output htmlFor={`${id}-L`}>{L.toFixed(1)} m</output>
        </label>
        <input id={`${id}-L`} type="range" min={0.5} max={3} step={0.1} value={L} onChange={(e) => setL(Number(e.target.value))} />
        <p aria-live="polite">
          {t.rich('readout', {
            spacing: num(spacing),
            listed: listed.join(' mm, ±'),
            exact: m3 === null ? 'no' : 'yes',
            difference: m3 === null ? '' : num((m3 * 1e3 - 3 * spacing) * 1e3, 3),
            sine: num((3 * lambda) / d, 4),
            ...tags,
          })}
        </p>
      </div>
    </div>
  )
}
