'use client'

import { Coordinates, Mafs, Plot, Theme } from 'mafs'
import { Bars } from './bars.client'
import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { tags } from './text'
import { exactIntegral, f, rectangles, riemannSum, type Rule } from '@/lib/explorables/riemann-sum'

const RULES: Rule[] = ['left', 'midpoint', 'right']

/**
 * A Riemann sum of f(x) = 2 + sin 2x + x/2 over [0, 4]: choose the number of rectangles and where each samples
 * f, and watch the sum approach the integral (its value is shown beside the sum).
 */
export default function RiemannSum() {
  const t = useTranslations('explorables.riemannSum')
  const [n, setN] = useState(6)
  const [rule, setRule] = useState<Rule>('left')
  const id = useId()
  const sum = riemannSum(f, rule, n)
  return (
    <div className="noe-explorable-body">
      <Mafs height={300} viewBox={{ x: [-0.3, 4.3], y: [-0.5, 5.5] }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: 1 }} yAxis={{ lines: 1 }} />
        <Bars bars={rectangles(f, rule, n)} />
        <Plot.OfX y={f} color={Theme.foreground} weight={2.5} />
      </Mafs>
      <div className="noe-explorable-controls">
        <label htmlFor={`${id}-n`}>
          {t('rectangles')} <output htmlFor={`${id}-n`}>{n}</output>
        </label>
        <input id={`${id}-n`} type="range" min={1} max={60} value={n} onChange={(e) => setN(Number(e.target.value))} />
        <Choice legend={t('sampleAt')} options={RULES.map((r) => [r, t(`rules.${r}`)] as const)} value={rule} onChange={setRule} />
        <p aria-live="polite">
          {t.rich('readout', { sum: sum.toFixed(4), integral: exactIntegral.toFixed(4), difference: (sum - exactIntegral).toFixed(4), ...tags })}
        </p>
      </div>
    </div>
  )
}
