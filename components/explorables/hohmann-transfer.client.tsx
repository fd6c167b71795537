'use client'

import { Circle, Coordinates, Mafs, Plot, Point, Text, Theme } from 'mafs'
import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import { tags } from './text'
import { circularSpeed, hohmann, R_EARTH, transferArc } from '@/lib/explorables/hohmann-transfer'

/** Radii are set in km; the picture is drawn in thousands of km. */
const K = 1000
const MIN = 6578 // 200 km above the surface
const MAX = 50000
const fmt = (v: number, d = 3) => v.toFixed(d)
const grid = (span: number) => (span > 60 ? 20 : span > 25 ? 10 : 5)

/**
 * A Hohmann transfer between two coplanar circular orbits around Earth: set the two radii and read the two
 * burns, their total and the time on the transfer ellipse (half its period).
 */
export default function HohmannTransfer() {
  const [r1, setR1] = useState(6678)
  const [r2, setR2] = useState(42164)
  const t = useTranslations('explorables.hohmannTransfer')
  const id = useId()
  const transfer = hohmann(r1, r2)
  const arc = transferArc(r1 / K, r2 / K)
  const reach = (Math.max(r1, r2) / K) * 1.1
  const up = r2 >= r1
  return (
    <div className="noe-explorable-body">
      <Mafs height={340} viewBox={{ x: [-reach, reach], y: [-reach, reach], padding: 0 }} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: grid(reach) }} yAxis={{ lines: grid(reach) }} />
        <Circle center={[0, 0]} radius={R_EARTH / K} color={Theme.foreground} fillOpacity={0.25} weight={1} />
        <Circle center={[0, 0]} radius={r1 / K} color={Theme.blue} fillOpacity={0} weight={2.5} />
        <Circle center={[0, 0]} radius={r2 / K} color={Theme.red} fillOpacity={0} weight={2.5} strokeStyle="dashed" />
        <Plot.Parametric domain={[0, Math.PI]} xy={arc} color={Theme.green} weight={3.5} />
        <Point x={r1 / K} y={0} color={Theme.foreground} />
        <Point x={-r2 / K} y={0} color={Theme.foreground} />
        <Text x={r1 / K} y={0.07 * reach} attach="e" attachDistance={8} size={14} color={Theme.foreground}>
          Δv₁
        </Text>
        <Text x={-r2 / K} y={0.07 * reach} attach="w" attachDistance={8} size={14} color={Theme.foreground}>
          Δv₂
        </Text>
        <Text x={-reach} y={0.93 * reach} attach="e" attachDistance={6} size={14} color={Theme.foreground}>
          x, y (1000 km)
        </Text>
      </Mafs>
      <div className="noe-explorable-controls">
        <label htmlFor={`${id}-r1`}>
          {t('start')} <output htmlFor={`${id}-r1`}>{t('radius', { r: String(r1), altitude: String(Math.round(r1 - R_EARTH)) })}</output>
        </label>
        <input id={`${id}-r1`} type="range" min={MIN} max={MAX} step={2} value={r1} onChange={(e) => setR1(Number(e.target.value))} />
        <label htmlFor={`${id}-r2`}>
          {t('target')} <output htmlFor={`${id}-r2`}>{t('radius', { r: String(r2), altitude: String(Math.round(r2 - R_EARTH)) })}</output>
        </label>
        <input id={`${id}-r2`} type="range" min={MIN} max={MAX} step={2} value={r2} onChange={(e) => setR2(Number(e.target.value))} />
        <p aria-live="polite">
          {t.rich('readout', {
            a: String(Math.round(transfer.a)),
            e: fmt(transfer.e),
            dv1: fmt(transfer.dv1),
            direction: up ? 'up' : 'down',
            v1: fmt(circularSpeed(r1)),
            vDepart: fmt(transfer.vDepart),
            dv2: fmt(transfer.dv2),
            vArrive: fmt(transfer.vArrive),
            v2: fmt(circularSpeed(r2)),
            total: fmt(transfer.total),
            hours: fmt(transfer.time / 3600, 2),
            ...tags,
          })}
        </p>
      </div>
    </div>
  )
}
