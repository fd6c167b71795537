'use client'

import { Coordinates, labelPi, Line, Mafs, Point, Polyline, Theme, type vec } from 'mafs'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { tags } from './text'
import { gibbsPeak, maxError, partialSum, wave, type Wave } from '@/lib/explorables/fourier-partial-sums'

const WAVES: Wave[] = ['square', 'sawtooth', 'triangle']
/** The limit of the peak beside a jump of 2 from −1 to 1: 1 + 2 (Si(π)/π − 1/2) ≈ 1.179. */
const GIBBS_LEVEL = 1 + 2 * 0.08949
const X: vec.Vector2 = [-Math.PI - 0.5, Math.PI + 0.5]
const sample = (g: (x: number) => number, n = 1400): vec.Vector2[] =>
  Array.from({ length: n + 1 }, (_, i) => {
    const x = X[0] + ((X[1] - X[0]) * i) / n
    return [x, g(x)]
  })

/**
 * A 2π-periodic wave (square, sawtooth or triangle) and its Fourier partial sum with harmonics up to N
 * (a slider, 1 to 50). Beside a jump the partial sum overshoots; its peak is marked, and the text gives the
 * overshoot as a fraction of the jump, which tends to about 9% instead of shrinking.
 */
export default function FourierPartialSums() {
  const t = useTranslations('explorables.fourierPartialSums')
  const [w, setW] = useState<Wave>('square')
  const [n, setN] = useState(9)
  const id = useId()
  const target = useMemo(() => sample((x) => wave(w, x)), [w])
  const sum = useMemo(() => sample((x) => partialSum(w, n, x)), [w, n])
  const peak = useMemo(() => gibbsPeak(w, n), [w, n])
  const error = useMemo(() => (peak ? 0 : maxError(w, n)), [w, n, peak])
  return (
    <div className="noe-explorable-body">
      <Mafs height={320} viewBox={{ x: X, y: [-1.45, 1.45], padding: 0 }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: Math.PI / 2, labels: labelPi }} yAxis={{ lines: 0.5 }} />
        <Polyline points={target} color={Theme.foreground} weight={1.5} strokeStyle="dashed" />
        {peak && <Line.ThroughPoints point1={[0, GIBBS_LEVEL]} point2={[1, GIBBS_LEVEL]} color={Theme.red} style="dashed" weight={1} opacity={0.7} />}
        <Polyline points={sum} color={Theme.blue} weight={2.5} />
        {peak && <Point x={peak.x} y={peak.value} color={Theme.red} />}
      </Mafs>
      <div className="noe-explorable-controls">
        <Choice legend={t('wave')} options={WAVES.map((v) => [v, t(`waves.${v}`)] as const)} value={w} onChange={setW} />
        <label htmlFor={`${id}-n`}>
          {t('harmonics')} <output htmlFor={`${id}-n`}>{n}</output>
        </label>
        <input id={`${id}-n`} type="range" min={1} max={50} value={n} onChange={(e) => setN(Number(e.target.value))} />
        <p aria-live="polite">
          {peak
            ? t.rich('peak', { value: peak.value.toFixed(4), x: peak.x.toFixed(3), overshoot: (100 * peak.overshoot).toFixed(2), ...tags })
            : t.rich('noJump', { error: error.toFixed(4), ...tags })}
        </p>
      </div>
    </div>
  )
}
