'use client'

import { useId, useState, type CSSProperties } from 'react'
import { useTranslations } from 'use-intl'
import { traceExtract, traceInsert, type Trace } from '@/lib/explorables/binary-heap'
import { useSentenceGap } from './text'

const START = [2, 5, 3, 9, 6, 4, 8, 12, 10]
/** Four levels of the tree fit the picture: at most 15 keys. */
const CAPACITY = 15
const W = 480
const CELL = 30
const ARRAY_Y = 214
const INITIAL: Trace = { steps: [{ heap: START, active: [], message: { key: 'start', values: { size: START.length } } }], result: START }

/** Where index k of the array sits in the drawing of the tree: level d, position k − (2^d − 1) in that level. */
function place(k: number): [number, number] {
  const d = Math.floor(Math.log2(k + 1))
  const j = k - (2 ** d - 1)
  return [((j + 0.5) * W) / 2 ** d, 24 + d * 52]
}
const cellX = (k: number) => (W - CAPACITY * CELL) / 2 + k * CELL

const button = (disabled: boolean): CSSProperties => ({ font: 'inherit', color: 'inherit', background: 'var(--noe-surface)', border: '1px solid var(--noe-border)', borderRadius: 'var(--noe-radius)', padding: '0.2rem 0.7rem', cursor: disabled ? 'default' : 'pointer', opacity: disabled ? 0.45 : 1 })

/**
 * The heap as a tree and as the array that stores it. `active` holds the key moving and the one it is compared
 * with; `ghost` is the index where an insert of `ghostKey` would land (−1 for none).
 */
function HeapPicture({ keys, active, ghost, ghostKey }: { keys: readonly number[]; active: readonly number[]; ghost: number; ghostKey: number }) {
  const t = useTranslations('explorables.binaryHeap')
  const [moving, other] = active
  const style = (k: number) =>
    k === moving
      ? { fill: 'var(--noe-figure-accent)', fillOpacity: 0.3, stroke: 'var(--noe-figure-accent)', strokeWidth: 3 }
      : k === other
        ? { fill: 'var(--noe-figure-second)', fillOpacity: 0.15, stroke: 'var(--noe-figure-second)', strokeWidth: 2.5, strokeDasharray: '5 3' }
        : { fill: 'var(--noe-bg)', fillOpacity: 1, stroke: 'currentColor', strokeWidth: 1.25 }
  return (
    <svg viewBox={`0 0 ${W} 272`} role="img" aria-label={t('picture', { array: keys.join(', ') || t('emptyArray') })} style={{ display: 'block', width: '100%', maxWidth: 560, margin: '0 auto', fontFamily: 'KaTeX_Main, serif' }}>
      {keys.map((_, k) => {
        if (k === 0) return null
        const p = Math.floor((k - 1) / 2)
        const hot = (k === moving && p === other) || (k === other && p === moving)
        const [x1, y1] = place(p)
        const [x2, y2] = place(k)
        return <line key={`e${k}`} x1={x1} y1={y1} x2={x2} y2={y2} stroke={hot ? 'var(--noe-figure-accent)' : 'currentColor'} strokeOpacity={hot ? 1 : 0.45} strokeWidth={hot ? 3 : 1.25} />
      })}
      {ghost > 0 ? <line x1={place((ghost - 1) >> 1)[0]} y1={place((ghost - 1) >> 1)[1]} x2={place(ghost)[0]} y2={place(ghost)[1]} stroke="var(--noe-figure-muted)" strokeDasharray="4 3" /> : null}
      {keys.map((v, k) => (
        <g key={`n${k}`}>
          <circle cx={place(k)[0]} cy={place(k)[1]} r={18} fill="var(--noe-bg)" />
          <circle cx={place(k)[0]} cy={place(k)[1]} r={18} {...style(k)} />
          <text x={place(k)[0]} y={place(k)[1]} textAnchor="middle" dominantBaseline="central" fill="currentColor" fontSize={17}>
            {v}
          </text>
        </g>
      ))}
      {ghost >= 0 ? (
        <g>
          <circle cx={place(ghost)[0]} cy={place(ghost)[1]} r={18} fill="var(--noe-bg)" stroke="var(--noe-figure-muted)" strokeDasharray="4 3" />
          <text x={place(ghost)[0]} y={place(ghost)[1]} textAnchor="middle" dominantBaseline="central" fill="var(--noe-figure-muted)" fontSize={17}>
            {ghostKey}
          </text>
        </g>
      ) : null}
      {Array.from({ length: CAPACITY }, (_, k) => (
        <g key={`a${k}`}>
          <rect x={cellX(k)} y={ARRAY_Y} width={CELL} height={CELL} {...(k < keys.length ? style(k) : { fill: 'none', stroke: 'var(--noe-figure-muted)', strokeWidth: 1, strokeDasharray: k === ghost ? '4 3' : undefined })} />
          <text x={cellX(k) + CELL / 2} y={ARRAY_Y + CELL / 2} textAnchor="middle" dominantBaseline="central" fill={k < keys.length ? 'currentColor' : 'var(--noe-figure-muted)'} fontSize={16}>
            {k < keys.length ? keys[k] : k === ghost ? ghostKey : ''}
          </text>
          <text x={cellX(k) + CELL / 2} y={ARRAY_Y + CELL + 14} textAnchor="middle" fill="var(--noe-figure-muted)" fontSize={12}>
            {k}
          </text>
        </g>
      ))}
    </svg>
  )
}

/**
 * A binary min-heap drawn as a tree and as the array that stores it. Insert a key or extract the minimum, then
 * step through the sift-up or sift-down one comparison (and swap) at a time, forward and back.
 */
export default function BinaryHeap() {
  const t = useTranslations('explorables.binaryHeap')
  const common = useTranslations('explorables.common')
  const gap = useSentenceGap()
  const [{ trace, pos }, setState] = useState({ trace: INITIAL, pos: 0 })
  const [input, setInput] = useState('1')
  const id = useId()
  const step = trace.steps[pos]!
  const last = trace.steps.length - 1
  const base = trace.result // an operation counts as done at once; stepping only replays it
  const key = Number(input)
  const valid = input.trim() !== '' && Number.isInteger(key) && key >= 0 && key <= 99
  const full = base.length >= CAPACITY
  const ghost = pos === last && valid && !full ? base.length : -1
  const run = (t: Trace) => setState({ trace: t, pos: 0 })
  return (
    <div className="noe-explorable-body">
      <HeapPicture keys={step.heap} active={step.active} ghost={ghost} ghostKey={key} />
      <div className="noe-explorable-controls">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
          <label htmlFor={`${id}-key`}>{t('key')}</label>
          <input id={`${id}-key`} type="number" min={0} max={99} step={1} value={input} onChange={(e) => setInput(e.target.value)} style={{ width: '4.5rem', font: 'inherit', color: 'inherit', background: 'var(--noe-bg)', border: '1px solid var(--noe-border)', borderRadius: 'var(--noe-radius)', padding: '0.1rem 0.3rem' }} />
          <button type="button" style={button(!valid || full)} disabled={!valid || full} title={t('insertTitle')} onClick={() => run(traceInsert(base, key))}>
            {t('insert')}
          </button>
          <button type="button" style={button(base.length === 0)} disabled={base.length === 0} title={t('extractTitle')} onClick={() => run(traceExtract(base))}>
            {t('extract')}
          </button>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          <button type="button" style={button(pos === 0)} disabled={pos === 0} title={t('backTitle')} onClick={() => setState({ trace, pos: pos - 1 })}>
            {common('back')}
          </button>
          <button type="button" style={button(pos === last)} disabled={pos === last} title={t('stepTitle')} onClick={() => setState({ trace, pos: pos + 1 })}>
            {common('step')}
          </button>
          <button type="button" style={button(false)} title={t('resetTitle')} onClick={() => setState({ trace: INITIAL, pos: 0 })}>
            {common('reset')}
          </button>
        </div>
        <p aria-live="polite" style={{ margin: 0 }}>
          {last > 0 ? `${t('step', { step: String(pos + 1), steps: String(last + 1) })}${gap}` : ''}
          {t(`steps.${step.message.key}`, step.message.values)}
          {full && pos === last ? `${gap}${t('full', { capacity: String(CAPACITY) })}` : ''}
          {!valid ? `${gap}${t('invalid')}` : ''}
        </p>
      </div>
    </div>
  )
}
