'use client'

import { Coordinates, Line, Mafs, Plot, Polyline, Theme, type vec } from 'mafs'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { cobweb, fixedPoint, logistic, orbit, settledPeriod } from '@/lib/explorables/logistic-cobweb'
import { Handle } from './handle.client'
import { tags } from './text'

const STEPS = 40
type T = ReturnType<typeof useTranslations<'explorables.logisticCobweb'>>

/** The long-run behaviour in words; `late` is the orbit's value after 3000 steps, which tells 0 from x* = 1 − 1/r. */
function describePeriod(t: T, r: number, p: number | null, late: number) {
  if (p === null) return t('settled.chaos')
  if (p > 1) return t('settled.cycle', { period: String(p) })
  if (r <= 1 || late < fixedPoint(r) / 2) return t('settled.diesOut')
  return t('settled.fixed', { x: fixedPoint(r).toFixed(4) })
}

/**
 * The cobweb diagram of the logistic map x ↦ r x (1 − x): the parabola, the diagonal, and the first 40
 * iterates from a draggable starting value x0 on the x-axis. A slider sets r from 0 to 4; the text lists the
 * last iterates drawn and the period the orbit settles into.
 */
export default function LogisticCobweb() {
  const t = useTranslations('explorables.logisticCobweb')
  const [r, setR] = useState(2.8)
  const [x0, setX0] = useState(0.2)
  const id = useId()
  const path = useMemo(() => cobweb(r, x0, STEPS), [r, x0])
  const xs = useMemo(() => orbit(r, x0, STEPS), [r, x0])
  const [period, late] = useMemo(() => [settledPeriod(r, x0), orbit(r, x0, 3000)[3000]!] as const, [r, x0])
  return (
    <div className="noe-explorable-body">
      <div style={{ maxWidth: 420, margin: '0 auto' }}>
        <Mafs height={340} viewBox={{ x: [-0.06, 1.04], y: [-0.06, 1.04], padding: 0 }} preserveAspectRatio={false} pan={false} zoom={false}>
          <Coordinates.Cartesian xAxis={{ lines: 0.25, labels: (x) => (x > 0 ? String(x) : '') }} yAxis={{ lines: 0.25, labels: (y) => (y > 0 ? String(y) : '') }} />
          <Line.Segment point1={[0, 0]} point2={[1, 1]} color={Theme.foreground} style="dashed" weight={1.5} />
          <Polyline points={path} color={Theme.blue} weight={1.8} />
          <Plot.OfX y={(x) => logistic(r, x)} domain={[0, 1]} color={Theme.foreground} weight={2.5} />
          <Handle
            point={[x0, 0]}
            onMove={([x]) => setX0(Math.round(Math.max(0, Math.min(1, x)) * 1000) / 1000)}
            constrain={([x]): vec.Vector2 => [Math.max(0, Math.min(1, x)), 0]}
            label={t('startingValue')}
            describe={([x]) => `x0 = ${x.toFixed(3)}`}
          />
        </Mafs>
      </div>
      <div className="noe-explorable-controls">
        <label htmlFor={`${id}-r`}>
          {t('growthRate')} <output htmlFor={`${id}-r`}>{r.toFixed(2)}</output>
        </label>
        <input id={`${id}-r`} type="range" min={0} max={4} step={0.01} value={r} onChange={(e) => setR(Number(e.target.value))} />
        <p aria-live="polite">
          {t.rich('readout', {
            r: r.toFixed(2),
            x0: x0.toFixed(3),
            from: String(STEPS - 5),
            to: String(STEPS),
            iterates: xs
              .slice(-6)
              .map((x) => x.toFixed(3))
              .join(', '),
            settled: describePeriod(t, r, period, late),
            ...tags,
          })}
        </p>
      </div>
    </div>
  )
}
