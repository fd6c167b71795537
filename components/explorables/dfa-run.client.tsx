'use client'

import { useId, useMemo, useState, type CSSProperties } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { useSentenceGap } from './text'
import { arrows, clean, machines, run, type Machine, type MachineName } from '@/lib/explorables/dfa-run'

type Pt = [number, number]
const R = 28
const MAX = 16
const CELL = 21
const ACCENT = 'var(--noe-figure-accent)'
const MUTED = 'var(--noe-figure-muted)'
/** Where each state sits, where its self-loop points (degrees, 0 = right, −90 = up), and arcs bent by hand. */
const LAYOUT: Record<MachineName, { at: Pt[]; loop: number[]; bend?: Record<string, number> }> = {
  'divisible-by-3': { at: [[72, 85], [187, 85], [302, 85]], loop: [-90, -90, -90] },
  'even-as': { at: [[110, 85], [270, 85]], loop: [-90, -90] },
  'ends-in-01': { at: [[72, 78], [187, 78], [302, 78]], loop: [-90, -90, -90], bend: { '2>0': 55 } },
}
const button: CSSProperties = { font: 'inherit', color: 'inherit', background: 'var(--noe-surface)', border: '1px solid var(--noe-border)', borderRadius: 'var(--noe-radius)', padding: '0.2rem 0.7rem', cursor: 'pointer' }
const TITLES = { 'divisible-by-3': 'divisibleBy3', 'even-as': 'evenAs', 'ends-in-01': 'endsIn01' } as const satisfies Record<MachineName, string>
type T = ReturnType<typeof useTranslations<'explorables.dfaRun'>>
/** A state's name as shown: the parities in words, the other names (remainders, sets of NFA states) as they are. */
const stateLabel = (t: T, name: string) => (name === 'even' || name === 'odd' ? t(`states.${name}`) : name)
const polar = ([x, y]: Pt, r: number, deg: number): Pt => [x + r * Math.cos((deg * Math.PI) / 180), y + r * Math.sin((deg * Math.PI) / 180)]
const toward = ([x, y]: Pt, [u, v]: Pt, r: number): Pt => {
  const d = Math.hypot(u - x, v - y)
  return [x + (r * (u - x)) / d, y + (r * (v - y)) / d]
}

/** The path of an arrow and where its label goes: a loop on one state, or an arc bent to the left of its direction. */
function geometry(from: Pt, to: Pt, loopDeg: number | null, bend: number): { d: string; label: Pt } {
  if (loopDeg !== null) {
    const [a, b] = [polar(from, R, loopDeg - 28), polar(from, R, loopDeg + 28)]
    const [c1, c2] = [polar(from, 3 * R, loopDeg - 38), polar(from, 3 * R, loopDeg + 38)]
    return { d: `M${a} C${c1} ${c2} ${b}`, label: polar(from, 2 * R + 11, loopDeg) }
  }
  const len = Math.hypot(to[0] - from[0], to[1] - from[1])
  const n: Pt = [(to[1] - from[1]) / len, -(to[0] - from[0]) / len]
  const mid: Pt = [(from[0] + to[0]) / 2, (from[1] + to[1]) / 2]
  const control: Pt = [mid[0] + 2 * bend * n[0], mid[1] + 2 * bend * n[1]]
  const [s, e] = [toward(from, control, R), toward(to, control, R)]
  return { d: `M${s} Q${control} ${e}`, label: [mid[0] + (bend + 19) * n[0], mid[1] + (bend + 19) * n[1]] }
}

/**
 * The state diagram: the start arrow, each transition as a loop or an arc labelled with its symbols, and the
 * states, the current one lit and the transition just `taken` ("from>to") drawn heavy. `id` names the arrowheads.
 */
function Diagram({ id, name, state, taken }: { id: string; name: MachineName; state: number; taken: string }) {
  const t = useTranslations('explorables.dfaRun')
  const machine: Machine = machines[name]
  const layout = LAYOUT[name]
  const edges = useMemo(() => arrows(machine), [machine])
  return (
    <svg viewBox="0 0 370 162" role="img" aria-label={t('diagram', { machine: t(`machines.${TITLES[name]}`).toLowerCase(), state: stateLabel(t, machine.names[state]!) })} style={{ width: '100%', maxWidth: 560, display: 'block', margin: '0 auto' }}>
      <defs>
        {[['fg', 'currentColor'], ['hot', ACCENT]].map(([k, c]) => (
          <marker key={k} id={`${id}-${k}`} viewBox="0 0 10 10" refX={9} refY={5} markerWidth={9} markerHeight={9} markerUnits="userSpaceOnUse" orient="auto">
            <path d="M0,0 L10,5 L0,10 z" style={{ fill: c }} />
          </marker>
        ))}
      </defs>
      <line x1={layout.at[0]![0] - R - 38} y1={layout.at[0]![1]} x2={layout.at[0]![0] - R - 1} y2={layout.at[0]![1]} stroke="currentColor" strokeWidth={1.5} markerEnd={`url(#${id}-fg)`} />
      <text x={layout.at[0]![0] - R - 40} y={layout.at[0]![1] - 8} fontSize={12} fill="currentColor">{t('start')}</text>
      {edges.map(({ from, to, symbols }) => {
        const key = `${from}>${to}`
        const hot = key === taken
        const bend = layout.bend?.[key] ?? (edges.some((e) => e.from === to && e.to === from && from !== to) ? 20 : 0)
        const g = geometry(layout.at[from]!, layout.at[to]!, from === to ? layout.loop[from]! : null, bend)
        return (
          <g key={key}>
            <path d={g.d} fill="none" stroke={hot ? ACCENT : 'currentColor'} strokeWidth={hot ? 3 : 1.4} markerEnd={`url(#${id}-${hot ? 'hot' : 'fg'})`} />
            <text x={g.label[0]} y={g.label[1]} textAnchor="middle" dominantBaseline="central" fontSize={14} fontWeight={hot ? 700 : 400} style={{ fill: hot ? ACCENT : 'currentColor' }}>
              {symbols.join(', ')}
            </text>
          </g>
        )
      })}
      {machine.names.map((name, q) => {
        const label = stateLabel(t, name)
        const [x, y] = layout.at[q]!
        const here = q === state
        return (
          <g key={q}>
            <circle cx={x} cy={y} r={R} style={{ fill: here ? ACCENT : 'var(--noe-bg)', fillOpacity: here ? 0.2 : 1, stroke: here ? ACCENT : 'currentColor' }} strokeWidth={here ? 3 : 1.5} />
            {machine.dfa.accepting.includes(q) ? <circle cx={x} cy={y} r={R - 4.5} fill="none" style={{ stroke: here ? ACCENT : 'currentColor' }} strokeWidth={1.5} /> : null}
            <text x={x} y={y} textAnchor="middle" dominantBaseline="central" fontSize={label.length > 4 ? 12 : 15} fill="currentColor">
              {label}
            </text>
          </g>
        )
      })}
    </svg>
  )
}

/** The input on a tape, the symbols read greyed, with the head before symbol pos + 1 (or at the end). */
function Tape({ word, pos, shown }: { word: string; pos: number; shown: string }) {
  const t = useTranslations('explorables.dfaRun')
  return (
    <svg viewBox="0 0 370 58" role="img" aria-label={t('tape', { input: shown, symbol: String(pos + 1) })} style={{ width: '100%', maxWidth: 560, display: 'block', margin: '0 auto' }}>
      {word === '' ? <text x={10} y={22} fontSize={14} dominantBaseline="central" style={{ fill: MUTED }}>{t('empty')}</text> : null}
      {[...word].map((c, k) => (
        <g key={k}>
          <rect x={10 + k * CELL} y={11} width={CELL} height={CELL} style={{ fill: k === pos ? ACCENT : 'none', fillOpacity: 0.18, stroke: k === pos ? ACCENT : MUTED }} strokeWidth={k === pos ? 2.5 : 1} />
          <text x={10 + k * CELL + CELL / 2} y={22} textAnchor="middle" dominantBaseline="central" fontSize={14} fontWeight={k === pos ? 700 : 400} style={{ fill: k < pos ? MUTED : 'currentColor' }}>
            {c}
          </text>
        </g>
      ))}
      <path d={`M${10 + pos * CELL + (pos < word.length ? CELL / 2 : 0)},36 l-6,10 h12 z`} style={{ fill: ACCENT }} />
      <text x={10 + pos * CELL + (pos < word.length ? CELL / 2 : 0) + 10} y={50} fontSize={11} fill="currentColor">
        {pos < word.length ? t('nextSymbol') : t('end')}
      </text>
    </svg>
  )
}

/**
 * A deterministic finite automaton run on a string the reader types: the state diagram with the current state
 * lit, the input with the head's position, Step / Back / Reset, and the verdict at the end of the input.
 */
export default function DfaRun() {
  const t = useTranslations('explorables.dfaRun')
  const common = useTranslations('explorables.common')
  const gap = useSentenceGap()
  const [name, setName] = useState<MachineName>('divisible-by-3')
  const [word, setWord] = useState(machines['divisible-by-3'].example)
  const [pos, setPos] = useState(0)
  const [note, setNote] = useState<'dropped' | 'long' | null>(null)
  const id = useId()
  const machine = machines[name]
  const { states, accepted } = useMemo(() => run(machine.dfa, word), [machine, word])
  const state = states[pos]!
  const stateName = (q: number) => t('state', { name: stateLabel(t, machine.names[q]!) })
  const taken = pos > 0 ? `${states[pos - 1]}>${state}` : ''
  const choose = (m: MachineName) => {
    setName(m)
    setWord(machines[m].example)
    setPos(0)
    setNote(null)
  }
  const type = (text: string) => {
    const { word: w, dropped } = clean(text, machine.alphabet)
    setWord(w.slice(0, MAX))
    setPos((p) => Math.min(p, w.slice(0, MAX).length))
    setNote(dropped > 0 ? 'dropped' : w.length > MAX ? 'long' : null)
  }
  const shown = word === '' ? t('emptyString') : word
  const left = word.length - pos
  const status =
    (pos === 0 ? t('begin', { state: stateName(state), input: shown }) : t('read', { symbol: word[pos - 1]!, index: String(pos), length: String(word.length), from: stateName(states[pos - 1]!), to: stateName(state) })) +
    (pos === word.length ? `${gap}${t('verdictLine', { state: stateName(state), input: shown, accepted: accepted ? 'yes' : 'no' })}` : '') +
    (note ? `${gap}${t(`notes.${note}`, { first: machine.alphabet[0]!, second: machine.alphabet[1]!, max: String(MAX) })}` : '')
  return (
    <div className="noe-explorable-body">
      <Diagram id={id} name={name} state={state} taken={taken} />
      <Tape word={word} pos={pos} shown={shown} />
      <div className="noe-explorable-controls">
        <Choice legend={t('automaton')} options={(Object.keys(machines) as MachineName[]).map((m) => [m, t(`machines.${TITLES[m]}`)] as const)} value={name} onChange={(m) => choose(m)} />
        <label htmlFor={`${id}-w`}>{t('input', { symbols: machine.alphabet.join(', ') })}</label>
        <input id={`${id}-w`} type="text" value={word} spellCheck={false} autoComplete="off" style={{ font: 'inherit', fontFamily: 'monospace', maxWidth: '16rem', color: 'inherit', background: 'var(--noe-bg)', border: '1px solid var(--noe-border)', borderRadius: 'var(--noe-radius)', padding: '0.2rem 0.4rem' }} onChange={(e) => type(e.target.value)} onSelect={(e) => {
            const { selectionStart: a, selectionEnd: b } = e.currentTarget
            if (a !== null && a === b) setPos(Math.min(a, word.length))
          }} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          <button type="button" style={button} disabled={pos === 0} aria-label={t('resetLabel')} onClick={() => setPos(0)}>{common('reset')}</button>
          <button type="button" style={button} disabled={pos === 0} aria-label={t('backLabel')} onClick={() => setPos(pos - 1)}>{common('back')}</button>
          <button type="button" style={button} disabled={pos === word.length} aria-label={t('stepLabel')} onClick={() => setPos(pos + 1)}>{common('step')}</button>
          <button type="button" style={button} disabled={pos === word.length} aria-label={t('endLabel')} onClick={() => setPos(word.length)}>{t('runToEnd')}</button>
        </div>
        <p aria-live="polite" style={{ margin: 0 }}>
          {status}
        </p>
        <p style={{ margin: 0, fontWeight: 600 }}>{t('verdict', { verdict: left > 0 ? 'pending' : accepted ? 'accepted' : 'rejected', left: String(left), count: left })}</p>
      </div>
    </div>
  )
}
