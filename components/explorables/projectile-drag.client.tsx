'use client'

import { Coordinates, Mafs, Point, Polyline, Text, Theme, type vec } from 'mafs'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { tags, useSentenceGap } from './text'
import { fly, terminalSpeed, vacuum } from '@/lib/explorables/projectile-drag'

const fmt = (v: number, d = 1) => v.toFixed(d)
/** A round grid spacing giving about five lines across a span. */
const niceStep = (span: number) => {
  const p = 10 ** Math.floor(Math.log10(span / 5))
  const m = span / 5 / p
  return (m < 1.5 ? 1 : m < 3.5 ? 2 : 5) * p
}

/**
 * A projectile launched from the ground with and without quadratic air drag (a = −g ŷ − k|v|v): set the launch
 * speed, the angle and the drag parameter k, and compare the two whole trajectories, ranges and heights.
 */
export default function ProjectileDrag() {
  const t = useTranslations('explorables.projectileDrag')
  const gap = useSentenceGap()
  const [speed, setSpeed] = useState(40)
  const [angle, setAngle] = useState(45)
  const [k1000, setK1000] = useState(6)
  const id = useId()
  const k = k1000 / 1000
  const drag = useMemo(() => fly(speed, angle, k), [speed, angle, k])
  const free = useMemo(() => fly(speed, angle, 0, 0.02), [speed, angle])
  const exact = vacuum(speed, angle)
  const X = Math.max(exact.range, 1) * 1.08
  const Y = Math.max(exact.maxHeight, 1) * 1.2
  return (
    <div className="noe-explorable-body">
      <Mafs height={320} viewBox={{ x: [-0.04 * X, X], y: [-0.08 * Y, Y], padding: 0 }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: niceStep(X) }} yAxis={{ lines: niceStep(Y) }} />
        <Polyline points={free.points as vec.Vector2[]} color={Theme.red} weight={2.5} strokeStyle="dashed" />
        <Polyline points={drag.points as vec.Vector2[]} color={Theme.blue} weight={3} />
        <Point x={drag.range} y={0} color={Theme.blue} />
        <Point x={free.range} y={0} color={Theme.red} />
        <Text x={X} y={0.05 * Y} attach="w" attachDistance={6} size={15} color={Theme.foreground}>
          x (m)
        </Text>
        <Text x={0.03 * X} y={0.97 * Y} attach="e" attachDistance={6} size={15} color={Theme.foreground}>
          y (m)
        </Text>
        <Text x={X} y={0.95 * Y} attach="w" attachDistance={6} size={13} color={Theme.blue}>
          {t('solid')}
        </Text>
        <Text x={X} y={0.86 * Y} attach="w" attachDistance={6} size={13} color={Theme.red}>
          {t('dashed')}
        </Text>
      </Mafs>
      <div className="noe-explorable-controls">
        <label htmlFor={`${id}-v`}>
          {t('speed')} <output htmlFor={`${id}-v`}>{speed} m/s</output>
        </label>
        <input id={`${id}-v`} type="range" min={5} max={60} step={1} value={speed} onChange={(e) => setSpeed(Number(e.target.value))} />
        <label htmlFor={`${id}-a`}>
          {t('angle')} <output htmlFor={`${id}-a`}>{angle}°</output>
        </label>
        <input id={`${id}-a`} type="range" min={5} max={85} step={1} value={angle} onChange={(e) => setAngle(Number(e.target.value))} />
        <label htmlFor={`${id}-k`}>
          {t('drag')} <output htmlFor={`${id}-k`}>{fmt(k, 4)} /m</output>
        </label>
        <input id={`${id}-k`} type="range" min={0} max={30} step={0.5} value={k1000} onChange={(e) => setK1000(Number(e.target.value))} />
        <p aria-live="polite">
          {t.rich('readout', {
            range: fmt(exact.range),
            height: fmt(exact.maxHeight),
            time: fmt(exact.time, 2),
            dragRange: fmt(drag.range),
            percent: fmt((100 * drag.range) / exact.range, 0),
            dragHeight: fmt(drag.maxHeight),
            dragTime: fmt(drag.time, 2),
            impact: fmt(drag.impactSpeed),
            speed: String(speed),
            ...tags,
          })}
          {gap}
          {k > 0 ? t('terminal', { speed: fmt(terminalSpeed(k)) }) : t('coincide')}
        </p>
      </div>
    </div>
  )
}
