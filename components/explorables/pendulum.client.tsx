'use client'

import { Coordinates, Line, Mafs, Plot, Point, Polyline, Text, Theme, type vec } from 'mafs'
import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import { GRAVITY, LENGTH, angularFrequency, exactTrajectory, integrate, motion, smallAnglePeriod, wrap } from '@/lib/explorables/pendulum'

const W = angularFrequency()
const T0 = smallAnglePeriod()
const VIEW = { x: [-3.8, 3.8] as [number, number], y: [-8.5, 8.5] as [number, number] }
const rad = (deg: number) => (deg * Math.PI) / 180
const fmt = (v: number, d = 2) => v.toFixed(d).replace('-', '−')

/**
 * A simple pendulum (L = 1 m, g = 9.81 m/s²) in the phase plane (θ, ω): the exact trajectory from the chosen
 * initial angle and angular velocity (RK4 over one period, solid) against the small-angle ellipse (dashed),
 * with both periods in the text and a dot where the exact pendulum is when the linear one has come back.
 */
export default function Pendulum() {
  const t = useTranslations('explorables.pendulum')
  const [deg, setDeg] = useState(90)
  const [w0, setW0] = useState(0)
  const id = useId()
  const theta0 = rad(deg)
  const m = motion(theta0, w0)
  const pieces = exactTrajectory(theta0, w0)
  const atT0 = integrate([theta0, w0], T0, 400).at(-1)!
  const ellipse = (t: number): vec.Vector2 => [theta0 * Math.cos(t) + (w0 / W) * Math.sin(t), -theta0 * W * Math.sin(t) + w0 * Math.cos(t)]
  const periodText =
    m.kind === 'libration'
      ? t('libration', { period: fmt(m.period, 3), k: fmt(m.k, 3), amplitude: fmt((m.amplitude * 180) / Math.PI, 1), ratio: fmt(m.period / T0, 4) })
      : m.kind === 'rotation'
        ? t('rotation', { k: fmt(m.k, 3), period: fmt(m.period, 3) })
        : t('separatrix')
  return (
    <div className="noe-explorable-body">
      <Mafs height={340} viewBox={{ ...VIEW, padding: 0 }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: 1 }} yAxis={{ lines: 2 }} />
        <Line.Segment point1={[-Math.PI, VIEW.y[0]]} point2={[-Math.PI, VIEW.y[1]]} color={Theme.foreground} opacity={0.35} style="dashed" weight={1} />
        <Line.Segment point1={[Math.PI, VIEW.y[0]]} point2={[Math.PI, VIEW.y[1]]} color={Theme.foreground} opacity={0.35} style="dashed" weight={1} />
        <Plot.Parametric xy={ellipse} domain={[0, 2 * Math.PI]} color={Theme.red} style="dashed" weight={2.5} />
        {pieces.map((p, i) => (
          <Polyline key={i} points={p as vec.Vector2[]} color={Theme.blue} weight={3} />
        ))}
        <Point x={wrap(atT0[0])} y={atT0[1]} color={Theme.blue} />
        <Point x={theta0} y={w0} color={Theme.foreground} />
        <Text x={VIEW.x[1]} y={0.5} attach="nw" attachDistance={4} size={15} color={Theme.foreground}>
          θ (rad)
        </Text>
        <Text x={-0.1} y={VIEW.y[1] - 0.4} attach="sw" attachDistance={6} size={15} color={Theme.foreground}>
          ω (rad/s)
        </Text>
        <Text x={VIEW.x[0]} y={VIEW.y[0] + 1.6} attach="ne" attachDistance={6} size={14} color={Theme.blue}>
          {t('solid')}
        </Text>
        <Text x={VIEW.x[0]} y={VIEW.y[0] + 0.4} attach="ne" attachDistance={6} size={14} color={Theme.red}>
          {t('dashed')}
        </Text>
      </Mafs>
      <div className="noe-explorable-controls">
        <label htmlFor={`${id}-theta`}>
          {t('angle')} <output htmlFor={`${id}-theta`}>{deg}° = {fmt(theta0)} rad</output>
        </label>
        <input id={`${id}-theta`} type="range" min={-175} max={175} step={1} value={deg} onChange={(e) => setDeg(Number(e.target.value))} />
        <label htmlFor={`${id}-w`}>
          {t('velocity')} <output htmlFor={`${id}-w`}>{fmt(w0, 1)} rad/s</output>
        </label>
        <input id={`${id}-w`} type="range" min={-8} max={8} step={0.1} value={w0} onChange={(e) => setW0(Number(e.target.value))} />
        <p aria-live="polite">
          {t('readout', {
            L: String(LENGTH),
            g: String(GRAVITY),
            omega: fmt(W, 3),
            T0: fmt(T0, 3),
            period: periodText,
            theta: fmt(wrap(atT0[0])),
            w: fmt(atT0[1]),
          })}
        </p>
      </div>
    </div>
  )
}
