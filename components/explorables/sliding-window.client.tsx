'use client'

import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { useSentenceGap } from './text'
import { simulate, type Loss, type Message, type Protocol, type Step, type TickEvent } from '@/lib/explorables/sliding-window'

const N = 8
const DELAY = 2
const [SX, RX] = [100, 300] // the two lifelines
const [TOP, HEIGHT] = [74, 300] // where time 0 is drawn, and the height of the time axis
const BOX = 18
const ACCENT = 'var(--noe-figure-accent)'
const SECOND = 'var(--noe-figure-second)'
const THIRD = 'var(--noe-figure-third)'
const MUTED = 'var(--noe-figure-muted)'
const PROTOCOLS = { 'go-back-n': 'goBackN', 'selective-repeat': 'selectiveRepeat' } as const satisfies Record<Protocol, string>
type T = ReturnType<typeof useTranslations<'explorables.slidingWindow'>>
/** A tick's events in words, one sentence after another (`gap` between them). */
const say = (t: T, gap: string, events: readonly TickEvent[]) => events.map((e) => t(`events.${e.key}`, e.values)).join(gap)
const btn = { padding: '0.2rem 0.8rem', border: '1px solid var(--noe-border)', borderRadius: 'var(--noe-radius)', background: 'var(--noe-surface)', color: 'inherit' }

/** One message drawn from its sender's lifeline toward the other, as far as it has got by tick `at`. */
function Arrow({ m, at, y }: { m: Message; at: number; y: (t: number) => number }) {
  const t = useTranslations('explorables.slidingWindow')
  const [x0, x1] = m.kind === 'packet' ? [SX, RX] : [RX, SX]
  const f = Math.min(m.lost ? 0.5 : 1, (at - m.sent) / DELAY)
  const [xe, ye] = [x0 + (x1 - x0) * f, y(m.sent + DELAY * f)]
  const color = m.kind === 'ack' ? 'currentColor' : m.repeat ? SECOND : ACCENT
  const a = Math.atan2(ye - y(m.sent), xe - x0)
  const head = [0.45, -0.45].map((d) => `${xe - 7 * Math.cos(a + d)},${ye - 7 * Math.sin(a + d)}`).join(' ')
  const label = m.kind === 'packet' ? (m.repeat ? t('again', { packet: `P${m.seq}` }) : `P${m.seq}`) : `A${m.seq}`
  return (
    <g stroke={color} fill={color}>
      <line x1={x0} y1={y(m.sent)} x2={xe} y2={ye} strokeWidth={m.kind === 'ack' ? 1.2 : 1.8} strokeDasharray={m.kind === 'ack' ? '4 3' : undefined} />
      {m.lost && f === 0.5 ? (
        <path d={`M${xe - 6},${ye - 6}L${xe + 6},${ye + 6}M${xe - 6},${ye + 6}L${xe + 6},${ye - 6}`} stroke={SECOND} strokeWidth={2.5} />
      ) : f === 1 ? (
        <polygon points={`${xe},${ye} ${head}`} stroke="none" />
      ) : null}
      <text x={x0 + (m.kind === 'packet' ? -6 : 6)} y={y(m.sent) + 4} textAnchor={m.kind === 'packet' ? 'end' : 'start'} stroke="none" fontSize={11}>
        {label}
      </text>
    </g>
  )
}

/** Under the two rows of boxes: the sender's window, and what the receiver has delivered and holds. */
function Status({ s, win }: { s: Step; win: number }) {
  const t = useTranslations('explorables.slidingWindow')
  return (
    <>
      <text x={SX} y={52} textAnchor="middle" fontSize={10} fill="currentColor">
        {s.base < N ? t('window', { from: String(s.base), to: String(s.base + win - 1), sent: s.next > s.base ? 'yes' : 'no', last: String(s.next - 1) }) : t('allAcknowledged')}
      </text>
      <text x={RX} y={52} textAnchor="middle" fontSize={10} fill="currentColor">
        {t('delivered', {
          delivered: s.delivered.length ? `0–${s.delivered.length - 1}` : t('none'),
          holds: s.buffered.some(Boolean) ? 'yes' : 'no',
          held: s.buffered.flatMap((b, k) => (b ? [k] : [])).join(', '),
        })}
      </text>
    </>
  )
}

/**
 * A sliding-window sender and receiver, Go-Back-N or Selective Repeat, over a link that loses one chosen
 * packet or ACK: step through time and watch the messages between the lifelines and the sender's window.
 */
export default function SlidingWindow() {
  const t = useTranslations('explorables.slidingWindow')
  const common = useTranslations('explorables.common')
  const gap = useSentenceGap()
  const [protocol, setProtocol] = useState<Protocol>('go-back-n')
  const [win, setWin] = useState(4)
  const [lossKind, setLossKind] = useState<Loss['kind']>('packet')
  const [lossSeq, setLossSeq] = useState(2)
  const [tick, setTick] = useState(Infinity) // Infinity: the end of the run
  const id = useId()
  const loss: Loss = lossKind === 'none' ? { kind: 'none' } : { kind: lossKind, seq: lossSeq }
  const run = useMemo(() => simulate({ protocol, window: win, loss, n: N, delay: DELAY }), [protocol, win, lossKind, lossSeq]) // eslint-disable-line react-hooks/exhaustive-deps
  const last = run.steps.length - 1
  const now = Math.min(tick, last)
  const s = run.steps[now]!
  const events = say(t, gap, s.events)
  const y = (u: number) => TOP + (u * HEIGHT) / (last + 1)
  const sent = run.messages.filter((m) => m.kind === 'packet' && m.sent <= now).length
  const hi = Math.min(s.base + win, N)
  return (
    <div className="noe-explorable-body">
      <svg viewBox={`0 0 400 ${TOP + HEIGHT + 10}`} role="img" aria-label={t('picture', { tick: String(now), events })} style={{ width: '100%', maxHeight: 420, fontFamily: 'KaTeX_Main, serif' }}>
        {[
          [SX, t('sender')],
          [RX, t('receiver')],
        ].map(([x, name]) => (
          <g key={name}>
            <text x={x} y={13} textAnchor="middle" fontSize={12} fill="currentColor" fontWeight={600}>
              {name}
            </text>
            <line x1={x} x2={x} y1={TOP - 6} y2={TOP + HEIGHT} stroke="currentColor" strokeWidth={1.5} />
          </g>
        ))}
        {Array.from({ length: N }, (_, k) => {
          const own = s.acked[k] ? 'ack’d' : k < s.next ? 'sent' : ''
          const got = s.delivered.includes(k) ? 'got' : s.buffered[k] ? 'held' : ''
          return (
            <g key={k} fontSize={11} textAnchor="middle">
              <rect x={SX - 4 * BOX + k * BOX} y={20} width={BOX} height={BOX} stroke="currentColor" fill={own === 'ack’d' ? MUTED : own ? ACCENT : 'none'} fillOpacity={own === 'ack’d' ? 0.35 : 0.3} />
              <text x={SX - 3.5 * BOX + k * BOX} y={33} fill="currentColor">{k}</text>
              <rect x={RX - 4 * BOX + k * BOX} y={20} width={BOX} height={BOX} stroke="currentColor" strokeDasharray={got === 'held' ? '3 2' : undefined} fill={got ? THIRD : 'none'} fillOpacity={got === 'got' ? 0.4 : 0.15} />
              <text x={RX - 3.5 * BOX + k * BOX} y={33} fill="currentColor">{k}</text>
            </g>
          )
        })}
        {s.base < N ? <rect x={SX - 4 * BOX + s.base * BOX - 2} y={18} width={(hi - s.base) * BOX + 4} height={BOX + 4} fill="none" stroke={ACCENT} strokeWidth={2.5} /> : null}
        <Status s={s} win={win} />
        <line x1={20} x2={380} y1={y(now)} y2={y(now)} stroke={MUTED} strokeDasharray="2 3" />
        <text x={6} y={y(now) - 3} fontSize={10} fill="currentColor">{`t = ${now}`}</text>
        <text x={6} y={TOP + 4} fontSize={10} fill="currentColor">{t('time')}</text>
        {run.messages.filter((m) => m.sent <= now).map((m, i) => (
          <Arrow key={i} m={m} at={now} y={y} />
        ))}
      </svg>
      <div className="noe-explorable-controls">
        <div style={{ display: 'flex', gap: '0.5rem' }}>
          <button type="button" style={btn} aria-label={t('backLabel')} onClick={() => setTick(Math.max(0, now - 1))}>{common('back')}</button>
          <button type="button" style={btn} aria-label={t('stepLabel')} onClick={() => setTick(Math.min(last, now + 1))}>{common('step')}</button>
          <button type="button" style={btn} aria-label={t('resetLabel')} onClick={() => setTick(0)}>{common('reset')}</button>
        </div>
        <p aria-live="polite" style={{ margin: 0 }}>
          {`${t('tick', { tick: String(now), last: String(last), events })}${gap}`}
          {now === last ? t('done', { n: String(N), transmissions: String(run.transmissions) }) : t('soFar', { transmissions: String(sent) })}
        </p>
        <Choice legend={t('protocol')} options={(Object.keys(PROTOCOLS) as Protocol[]).map((p) => [p, t(`protocols.${PROTOCOLS[p]}`)] as const)} value={protocol} onChange={setProtocol} />
        <label htmlFor={`${id}-w`}>
          {t('windowSize')} <output htmlFor={`${id}-w`}>{win}</output>
        </label>
        <input id={`${id}-w`} type="range" min={1} max={6} value={win} onChange={(e) => setWin(Number(e.target.value))} />
        <Choice legend={t('loses')} options={(['none', 'packet', 'ack'] as const).map((k) => [k, t(`losses.${k}`)] as const)} value={lossKind} onChange={(k) => setLossKind(k)} />
        <label htmlFor={`${id}-s`}>
          {t('lostNumber', { kind: lossKind === 'ack' ? 'ack' : 'packet' })} <output htmlFor={`${id}-s`}>{lossKind === 'none' ? '–' : lossSeq}</output>
        </label>
        <input id={`${id}-s`} type="range" min={0} max={N - 1} value={lossSeq} disabled={lossKind === 'none'} onChange={(e) => setLossSeq(Number(e.target.value))} />
      </div>
    </div>
  )
}
