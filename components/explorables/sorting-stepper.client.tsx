'use client'

import { useMemo, useState } from 'react'
import { Choice } from './choice.client'
import { makeInput, sortSteps, type Algorithm, type InputKind, type Step } from '@/lib/explorables/sorting-stepper'

const N = 8
const [W, H, BAR, GAP, TOP, BASE] = [400, 240, 40, 8, 14, 176]
const left0 = (W - N * BAR - (N - 1) * GAP) / 2
const xOf = (i: number) => left0 + i * (BAR + GAP)
const ALGORITHMS: Record<Algorithm, string> = { insertion: 'Insertion sort', merge: 'Merge sort' }
const INPUTS: Record<InputKind, string> = { random: 'Random', sorted: 'Sorted', reversed: 'Reversed' }
const button = { padding: '0.3rem 0.8rem', border: '1px solid var(--noe-border)', borderRadius: 'var(--noe-radius)', background: 'transparent', color: 'inherit', font: 'inherit', cursor: 'pointer' }

/** What a frame says, in words: the comparison and its verdict. */
function describe(step: Step, algorithm: Algorithm, index: number, last: number): string {
  const moved = algorithm === 'insertion' ? 'swaps' : 'keys written'
  if (index === 0) return `Start: ${step.array.join(', ')}. Press Step to make the first comparison.`
  if (index === last) return `Sorted: ${step.array.join(', ')}, after ${step.comparisons} comparisons and ${step.writes} ${moved}.`
  const [l, r] = step.pair!
  const [x, y] = [step.array[l]!, step.array[r]!]
  if (algorithm === 'insertion') return step.rightFirst ? `Compare ${x} and ${y}: ${x} > ${y}, so swap them.` : `Compare ${x} and ${y}: ${x} < ${y}, so ${y} stays; this pass is done.`
  const { lo, hi } = step.merging!
  return `Merging positions ${lo + 1}–${hi}: compare ${x}, front of the left run, with ${y}, front of the right run: ${step.rightFirst ? `${y} is smaller, so ${y} goes next.` : `${x} is smaller, so ${x} goes next.`}`
}

/** The merge in progress: its span shaded, and under the keys the part already merged, the left run and the right run (from l on). */
function MergeRuns({ m, l }: { m: NonNullable<Step['merging']>; l: number }) {
  return (
    <g fontSize={12} textAnchor="middle" fill="currentColor">
      <rect x={xOf(m.lo) - 4} y={TOP - 8} width={xOf(m.hi - 1) - xOf(m.lo) + BAR + 8} height={BASE - TOP + 12} fill="var(--noe-figure-muted)" fillOpacity={0.12} />
      {l > m.lo ? <path d={`M${xOf(m.lo)} ${BASE + 40}h${xOf(l - 1) - xOf(m.lo) + BAR}`} stroke="currentColor" strokeWidth={2} /> : null}
      {l > m.lo ? <text x={(xOf(m.lo) + xOf(l - 1) + BAR) / 2} y={BASE + 54}>merged</text> : null}
      <path d={`M${xOf(l)} ${BASE + 40}h${xOf(m.mid - 1) - xOf(l) + BAR}`} stroke="var(--noe-figure-accent)" strokeWidth={2} />
      <text x={(xOf(l) + xOf(m.mid - 1) + BAR) / 2} y={BASE + 54}>left</text>
      <path d={`M${xOf(m.mid)} ${BASE + 40}h${xOf(m.hi - 1) - xOf(m.mid) + BAR}`} stroke="var(--noe-figure-second)" strokeWidth={2} strokeDasharray="5 3" />
      <text x={(xOf(m.mid) + xOf(m.hi - 1) + BAR) / 2} y={BASE + 54}>right</text>
    </g>
  )
}

/** Insertion sort or merge sort on eight keys, stepped one comparison at a time, forward and back. */
export default function SortingStepper() {
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
            {step.rightFirst ? (algorithm === 'insertion' ? 'swap' : 'right goes first') : algorithm === 'insertion' ? 'in order' : 'left goes first'}
          </text>
        ) : null}
        <line x1={xOf(0) - 6} x2={xOf(N - 1) + BAR + 6} y1={BASE} y2={BASE} stroke="currentColor" />
      </svg>
      <div className="noe-explorable-controls">
        <Choice legend="Algorithm" options={(Object.keys(ALGORITHMS) as Algorithm[]).map((a) => [a, ALGORITHMS[a]] as const)} value={algorithm} onChange={(a) => choose(() => setAlgorithm(a))} />
        <Choice legend="Input" options={(Object.keys(INPUTS) as InputKind[]).map((k) => [k, INPUTS[k]] as const)} value={kind} onChange={(k) => choose(() => setKind(k))} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          <button type="button" style={button} title="Back one comparison" onClick={() => setIndex(Math.max(0, index - 1))} aria-disabled={index === 0}>
            Back
          </button>
          <button type="button" style={button} title="Make the next comparison" onClick={() => setIndex(Math.min(last, index + 1))} aria-disabled={index >= last}>
            Step
          </button>
          <button type="button" style={button} title="Back to the unsorted input" onClick={() => setIndex(0)}>
            Reset
          </button>
          <button type="button" style={button}
            title="Shuffle eight new keys"
            onClick={() =>
              choose(() => {
                setKind('random')
                setSeed(seed + 1)
              })
            }>
            New random input
          </button>
        </div>
        <p style={{ margin: 0 }}>
          Step {Math.min(index, last)} of {last} · comparisons: <strong>{step.comparisons}</strong> · {algorithm === 'insertion' ? 'swaps' : 'keys written'}: <strong>{step.writes}</strong>
        </p>
        <p aria-live="polite" style={{ margin: 0 }}>
          {describe(step, algorithm, Math.min(index, last), last)}
        </p>
      </div>
    </div>
  )
}
