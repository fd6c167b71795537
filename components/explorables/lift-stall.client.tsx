'use client'

import { Coordinates, Line, Mafs, Point, Polyline, Text, Theme, type vec } from 'mafs'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { bestLiftToDrag, CD0, CL_MAX, dragCoefficient, liftCoefficient, liftSlope, stallAngleDeg, sweep } from '@/lib/explorables/lift-stall'

type View = 'lift' | 'polar'
const VIEWS: View[] = ['lift', 'polar']
const BOX: Record<View, { x: [number, number]; y: [number, number] }> = {
  lift: { x: [-5, 23], y: [-0.7, 1.9] },
  polar: { x: [-0.02, 0.32], y: [-0.7, 1.9] },
}
const fmt = (v: number, d = 2) => v.toFixed(d).replace('-', '−')

/**
 * A wing's lift coefficient against angle of attack, linear up to a stall and falling after it (a simple model,
 * lib/explorables/lift-stall.ts), or its drag polar with the tangent from the origin that marks the best L/D.
 * Controls: the angle of attack, the aspect ratio, and which view to show.
 */
export default function LiftStall() {
  const t = useTranslations('explorables.liftStall')
  const [alpha, setAlpha] = useState(5)
  const [AR, setAR] = useState(8)
  const [view, setView] = useState<View>('lift')
  const id = useId()
  const curve = useMemo(() => sweep(AR), [AR])
  const infinite = useMemo(() => sweep(Infinity), [])
  const cl = liftCoefficient(alpha, AR)
  const cd = dragCoefficient(alpha, AR)
  const stall = stallAngleDeg(AR)
  const best = bestLiftToDrag(AR)
  const box = BOX[view]
  const stalled = alpha > stall
  const pt = (p: { alpha: number; cl: number; cd: number }): vec.Vector2 => (view === 'lift' ? [p.alpha, p.cl] : [p.cd, p.cl])
  const here = pt({ alpha, cl, cd })
  return (
    <div className="noe-explorable-body">
      <Mafs height={340} viewBox={{ ...box, padding: 0 }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: view === 'lift' ? 5 : 0.05, labels: (x) => (view === 'lift' ? String(x) : Math.round(x * 100) % 10 === 0 ? x.toFixed(1) : '') }} yAxis={{ lines: 0.5 }} />
        {view === 'lift' ? (
          <>
            <Polyline points={infinite.map(pt)} color={Theme.foreground} weight={1.5} strokeStyle="dashed" />
            <Line.Segment point1={[stall, box.y[0]]} point2={[stall, box.y[1]]} color={Theme.red} style="dashed" weight={1.5} />
            <Text x={stall} y={box.y[0] + 0.12} attach="e" attachDistance={4} size={13} color={Theme.red}>
              {t('stall')}
            </Text>
          </>
        ) : (
          <Line.Segment point1={[0, 0]} point2={[0.3, 0.3 * best.ld]} color={Theme.red} style="dashed" weight={1.5} />
        )}
        <Polyline points={curve.map(pt)} color={Theme.blue} weight={3} />
        {view === 'polar' ? <Point x={2 * CD0} y={best.cl} color={Theme.red} /> : null}
        <Line.Segment point1={[0, 0]} point2={here} color={Theme.foreground} opacity={view === 'polar' ? 0.5 : 0} weight={1} />
        <Point x={here[0]} y={here[1]} color={Theme.foreground} />
        <Text x={box.x[1]} y={0.09} attach="w" attachDistance={6} size={15} color={Theme.foreground}>
          {view === 'lift' ? t('alphaAxis') : 'C_D'}
        </Text>
        <Text x={box.x[0] + (box.x[1] - box.x[0]) * 0.03} y={box.y[1] - 0.1} attach="e" attachDistance={6} size={15} color={Theme.foreground}>
          C_L
        </Text>
        {view === 'lift' ? (
          <Text x={box.x[0] + 0.6} y={box.y[1] - 0.3} attach="e" attachDistance={6} size={13} color={Theme.foreground}>
            {t('infiniteSpan')}
          </Text>
        ) : (
          <Text x={0.3} y={box.y[0] + 0.12} attach="w" attachDistance={6} size={13} color={Theme.red}>
            {t('tangent')}
          </Text>
        )}
      </Mafs>
      <div className="noe-explorable-controls">
        <label htmlFor={`${id}-alpha`}>
          {t('alpha')} <output htmlFor={`${id}-alpha`}>{fmt(alpha, 1)}°</output>
        </label>
        <input id={`${id}-alpha`} type="range" min={-4} max={22} step={0.5} value={alpha} onChange={(e) => setAlpha(Number(e.target.value))} />
        <label htmlFor={`${id}-ar`}>
          {t('aspectRatio')} <output htmlFor={`${id}-ar`}>{AR}</output>
        </label>
        <input id={`${id}-ar`} type="range" min={4} max={30} step={1} value={AR} onChange={(e) => setAR(Number(e.target.value))} />
        <Choice legend={t('show')} options={VIEWS.map((v) => [v, t(`views.${v}`)] as const)} value={view} onChange={setView} />
        <p aria-live="polite">
          {t('readout', {
            alpha: fmt(alpha, 1),
            cl: fmt(cl),
            cd: fmt(cd, 3),
            ld: fmt(cl / cd, 1),
            stalled: stalled ? 'yes' : 'no',
            slope: fmt(liftSlope(AR) * (Math.PI / 180), 3),
            stall: fmt(stall, 1),
            max: String(CL_MAX),
            best: fmt(best.ld, 1),
            bestCl: fmt(best.cl),
            cd0: String(CD0),
          })}
        </p>
      </div>
    </div>
  )
}
