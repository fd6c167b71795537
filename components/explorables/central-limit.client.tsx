'use client'

import { Coordinates, Mafs, Plot, Text, Theme } from 'mafs'
import { Bars } from './bars.client'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { tags } from './text'
import { bins, histogram, normalDensity, parents, sampleMeans, standardise, summary, type ParentName } from '@/lib/explorables/central-limit'

/** How many sample means the histogram shows. */
const COUNT = 2000
const NAMES = Object.keys(parents) as ParentName[]

/**
 * The central limit theorem: draw 2000 samples of size n from a parent distribution, standardise each
 * sample mean by μ and σ/√n, and compare their histogram with the standard normal density.
 */
export default function CentralLimit() {
  const t = useTranslations('explorables.centralLimit')
  const [name, setName] = useState<ParentName>('exponential')
  const [n, setN] = useState(4)
  const [seed, setSeed] = useState(1)
  const id = useId()
  const parent = parents[name]
  const means = useMemo(() => sampleMeans(parent, n, COUNT, seed), [parent, n, seed])
  const zs = useMemo(() => means.map((m) => standardise(parent, n, m)), [means, parent, n])
  const bars = useMemo(() => histogram(zs, bins(parent, n)), [zs, parent, n])
  const { mean, sd } = summary(means)
  const inside = zs.filter((z) => Math.abs(z) <= 1.96).length / COUNT
  const top = Math.max(0.5, ...bars.map(([, , h]) => h * 1.08))
  const se = parent.sd / Math.sqrt(n)
  const digits = (x: number) => x.toFixed(x < 0.1 ? 4 : 3)
  return (
    <div className="noe-explorable-body">
      <Mafs height={320} viewBox={{ x: [-4.3, 4.3], y: [-0.1 * top, top], padding: 0 }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: 1 }} yAxis={{ lines: 0.1, labels: false }} />
        <Bars bars={bars} fillOpacity={0.3} />
        <Plot.OfX y={normalDensity} color={Theme.foreground} weight={2.5} />
        <Text x={-1.35} y={normalDensity(-1.35)} attach="nw" attachDistance={8} size={15} color={Theme.foreground}>
          {t('normalDensity')}
        </Text>
        <Text x={4.2} y={0.02 * top} attach="nw" attachDistance={6} size={15} color={Theme.foreground}>
          z
        </Text>
      </Mafs>
      <div className="noe-explorable-controls">
        <Choice legend={t('parent')} options={NAMES.map((p) => [p, t(`parents.${p}`)] as const)} value={name} onChange={(p) => setName(p)} />
        <label htmlFor={`${id}-n`}>
          {t('sampleSize')} <output htmlFor={`${id}-n`}>{n}</output>
        </label>
        <input id={`${id}-n`} type="range" min={1} max={50} value={n} onChange={(e) => setN(Number(e.target.value))} />
        <div>
          <button type="button" aria-label={t('newSamples')} onClick={() => setSeed((s) => s + 1)}>
            {t('newSamples')}
          </button>
        </div>
        <p aria-live="polite">
          {t.rich('readout', {
            samples: String(COUNT),
            mean: digits(mean),
            mu: digits(parent.mean),
            sd: digits(sd),
            se: digits(se),
            inside: (100 * inside).toFixed(1),
            ...tags,
          })}
        </p>
      </div>
    </div>
  )
}
