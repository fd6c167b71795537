'use client'

import { useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { tags } from './text'
import { makeInput, sortSteps, type Algorithm, type InputKind, type Step } from '@/lib/explorables/sorting-stepper'

const N = 8
const [W, H, BAR, GAP, TOP, BASE] = [400, 240, 40, 8, 14, 176]
const left0 = (W - N * BAR - (N - 1) * GAP) / 2
const xOf = (i: number) => left0 + i * (BAR + GAP)
const ALGORITHMS: Algorithm[] = ['insertion', 'merge']
const INPUTS: InputKind[] = ['random', 'sorted', 'reversed']
type T = ReturnType<typeof useTranslations<'explorables.sortingStepper'>>
const button = { padding: '0.3rem 0.8rem', border: '1px solid var(--noe-border)', borderRadius: 'var(--noe-radius)', background: 'transparent', color: 'inherit', font: 'inherit', cursor: 'pointer' }

/** What a frame says, in words: the comparison and its verdict. */
function describe(t: T, step: Step, algorithm: Algorithm, index: number, last: number): string {
  const array = step.array.join(', ')
  if (index === 0) return t('start', { array })
  if (index === last) return t('sorted', { array, comparisons: String(step.comparisons), writes: String(step.writes), algorithm })
  const [l, r] = step.pair!
  const [x, y] = [String(step.array[l]!), String(step.array[r]!)]
  if (algorithm === 'insertion') return step.rightFirst ? t('swap', { x, y }) : t('stay', { x, y })
  const { lo, hi } = step.merging!
  return t('merge', { from: String(lo + 1), to: String(hi), x, y, rightFirst: step.rightFirst ? 'yes' : 'no' })
}

/** The merge in progress: its span shaded, and under the keys the part already merged, the left run and the right run (from l on). */
function MergeRuns({ m, l }: { m: NonNullable<Step['merging']>; l: number }) {
  const t = useTranslations('explorables.sortingStepper')
  return (
    <g fontSize={12} textAnchor="middle" fill="currentColor">
      <rect x={xOf(m.lo) - 4} y={TOP - 8} width={xOf(m.hi - 1) - xOf(m.lo) + BAR + 8} height={BASE - TOP + 12} fill="var(--noe-figure-muted)" fillOpacity={0.12} />
      {l > m.lo ? <path d={`M${xOf(m.lo)} ${BASE + 40}h${xOf(l - 1) - xOf(m.lo) + BAR}`} stroke="currentColor" strokeWidth={2} /> : null}
      {l > m.lo ? <text x={(xOf(m.lo) + xOf(l - 1) + BAR) / 2} y={BASE + 54}>{t('merged')}</text> : null}
      <path d={`M${xOf(l)} ${BASE + 40}h${xOf(m.mid - 1) - xOf(l) + BAR}`} stroke="var(--noe-figure-accent)" strokeWidth={2} />
      <text x={(xOf(l) + xOf(m.mid - 1) + BAR) / 2} y={BASE + 54}>{t('left')}</text>
      <path d={`M${xOf(m.mid)} ${BASE + 40}h${xOf(m.hi - 1) - xOf(m.mid) + BAR}`} stroke="var(--noe-figure-second)" strokeWidth={2} strokeDasharray="5 3" />
      <text x={(xOf(m.mid) + xOf(m.hi - 1) + BAR) / 2} y={BASE + 54}>{t('right')}</text>
    </g>
  )
}

/** Insertion sort or merge sort on eight keys, stepped one comparison at a time, forward and back. */
export default function SortingStepper() {
  const t = useTranslations('explorables.sortingStepper')
  const common = useTranslations('explorables.common')
  const [algorithm, setAlgorithm] = useState<Algorithm>('insertion')
  const [kind, setKind] = useState<InputKind>('random')
  const [seed, setSeed] = useState(3)
  const [index, setIndex] = useState(0)
  const steps = useMemo(() => sortSteps(algorithm, makeInput(kind, N, seed)), [algorithm, kind, seed])
  const last = steps.length - 1
  const step = steps[Math.min(index, last)]!
  const [l, r] = step.pair ?? [-1, -1]
  const m = step.merging
  const choose = (f: () => void) => {
    f()
    setIndex(0)
  }
  return (
    <div className="noe-explorable-body">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" style={{ maxWidth: 560, display: 'block', margin: '0 auto', border: '1px solid var(--noe-border)', borderRadius: 'var(--noe-radius)' }} aria-hidden="true">
        {m ? <MergeRuns m={m} l={l} /> : null}
        {step.array.map((key, i) => {
          const h = ((BASE - TOP) * key) / N
          const colour = i === l ? 'var(--noe-figure-accent)' : i === r ? 'var(--noe-figure-second)' : 'var(--noe-figure-muted)'
          return (
            <g key={key}>
              <rect x={xOf(i)} y={BASE - h} width={BAR} height={h} fill={colour} fillOpacity={i === l || i === r ? 0.55 : 0.3} stroke={i === l || i === r ? colour : 'none'} strokeWidth={2} strokeDasharray={i === r ? '5 3' : undefined} />
              <text x={xOf(i) + BAR / 2} y={BASE + 16} fontSize={14} textAnchor="middle" fill="currentColor" fontWeight={i === l || i === r ? 700 : 400}>
                {key}
              </text>
            </g>
          )
        })}
        {step.pair ? (
          <text x={(xOf(l) + xOf(r) + BAR) / 2} y={BASE + 32} fontSize={12} textAnchor="middle" fill="currentColor">
            {t(step.rightFirst ? (algorithm === 'insertion' ? 'pair.swap' : 'pair.rightFirst') : algorithm === 'insertion' ? 'pair.inOrder' : 'pair.leftFirst')}
          </text>
        ) : null}
        <line x1={xOf(0) - 6} x2={xOf(N - 1) + BAR + 6} y1={BASE} y2={BASE} stroke="currentColor" />
      </svg>
      <div className="noe-explorable-controls">
        <Choice legend={t('algorithm')} options={ALGORITHMS.map((a) => [a, t(`algorithms.${a}`)] as const)} value={algorithm} onChange={(a) => choose(() => setAlgorithm(a))} />
        <Choice legend={t('input')} options={INPUTS.map((k) => [k, t(`inputs.${k}`)] as const)} value={kind} onChange={(k) => choose(() => setKind(k))} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          <button type="button" style={button} title={t('backTitle')} onClick={() => setIndex(Math.max(0, index - 1))} aria-disabled={index === 0}>
            {common('back')}
          </button>
          <button type="button" style={button} title={t('stepTitle')} onClick={() => setIndex(Math.min(last, index + 1))} aria-disabled={index >= last}>
            {common('step')}
          </button>
          <button type="button" style={button} title={t('resetTitle')} onClick={() => setIndex(0)}>
            {common('reset')}
          </button>
          <button type="button" style={button}
            title={t('shuffleTitle')}
            onClick={() =>
              choose(() => {
                setKind('random')
                setSeed(seed + 1)
              })
            }>
            {t('shuffle')}
          </button>
        </div>
        <p style={{ margin: 0 }}>
          {t.rich('counts', { step: String(Math.min(index, last)), last: String(last), comparisons: String(step.comparisons), writes: String(step.writes), algorithm, ...tags })}
        </p>
        <p aria-live="polite" style={{ margin: 0 }}>
          {describe(t, step, algorithm, Math.min(index, last), last)}
        </p>
      </div>
    </div>
  )
}
