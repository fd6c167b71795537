'use client'

import { Circle, Coordinates, Line, Mafs, Polygon, Text, Theme, Vector, type vec } from 'mafs'
import { useMemo, useState, type CSSProperties } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { useSentenceGap } from './text'
import { misclassified, perceptron, positiveRegion, score, STARTING_DATA as DATA, weightsAt, type Run, type Sample, type Weights } from '@/lib/explorables/perceptron'
import { Handle } from './handle.client'

const START: Weights = { w: [1, 0], b: 0 }
const RATES = [0.1, 0.5, 1]
const BUDGET = 50
/** Weight vectors longer than this are drawn shrunk to it, so that they stay in view. */
const LONGEST = 2.6
const button: CSSProperties = { font: 'inherit', color: 'inherit', background: 'var(--noe-surface)', border: '1px solid var(--noe-border)', borderRadius: 'var(--noe-radius)', padding: '0.2rem 0.7rem', cursor: 'pointer' }
const n = (v: number) => String(Number(v.toFixed(2))).replace('-', '−')
const pt = (p: readonly number[]) => `(${p.map(n).join(', ')})`
const sign = (y: number) => (y > 0 ? '+1' : '−1')
type T = ReturnType<typeof useTranslations<'explorables.perceptron'>>
const snap = ([x, y]: vec.Vector2): vec.Vector2 => [Math.min(3.5, Math.max(-3.5, Math.round(2 * x) / 2)), Math.min(2.5, Math.max(-2.5, Math.round(2 * y) / 2))]

/** What update k of the run did, in words: the point, the arithmetic of w and b, and what is still wrong (`gap` between sentences). */
function narrate(t: T, gap: string, data: readonly Sample[], eta: number, run: Run, k: number): string {
  const last = run.steps.length
  const now = weightsAt(run, START, k)
  const before = weightsAt(run, START, Math.max(0, k - 1))
  const step = k > 0 ? run.steps[k - 1]! : undefined
  const wrong = data.flatMap((s, i) => (misclassified(now, s) ? [i + 1] : []))
  const points = wrong.join(', ')
  let message: string
  if (!step)
    message = t('start', { w: pt(now.w), b: n(now.b), wrong: wrong.length ? t('points', { points }) : t('none'), eta: String(eta), updates: String(last), converged: run.converged ? 'yes' : 'no' })
  else {
    const s = data[step.index]!
    const old = score(before, s.x)
    const [x, y] = [pt(s.x), sign(s.y)]
    message =
      `${t('update', { k: String(k), last: String(last), point: String(step.index + 1), x, y, score: n(old), product: n(s.y * old), wBefore: pt(before.w), eta: String(eta), w: pt(now.w), bBefore: n(before.b), b: n(now.b) })}${gap}` +
      (wrong.length ? t('still', { points }) : t('separated'))
  }
  if (k === last) message += `${gap}${run.converged ? t('stopped', { updates: String(last) }) : t('inseparable', { budget: String(BUDGET) })}`
  return message
}

/**
 * Rosenblatt's perceptron on eight labelled points of the plane: step through its updates w ← w + ηyx on the
 * next misclassified point, forward and back, drag the points (even across the line, to make the classes
 * inseparable) and choose the learning rate.
 */
export default function PerceptronExplorable() {
  const t = useTranslations('explorables.perceptron')
  const common = useTranslations('explorables.common')
  const gap = useSentenceGap()
  const [data, setData] = useState<Sample[]>(DATA)
  const [eta, setEta] = useState(1)
  const [pos, setPos] = useState(0)
  const run = useMemo(() => perceptron(data, eta, START, BUDGET), [data, eta])
  const k = Math.min(pos, run.steps.length)
  const last = run.steps.length
  const now = weightsAt(run, START, k)
  const before = weightsAt(run, START, Math.max(0, k - 1))
  const step = k > 0 ? run.steps[k - 1]! : undefined
  const [w1, w2] = now.w
  const norm2 = w1 * w1 + w2 * w2
  const foot: vec.Vector2 = norm2 > 0 ? [(-now.b * w1) / norm2, (-now.b * w2) / norm2] : [0, 0]
  const scale = LONGEST / Math.max(LONGEST, Math.hypot(...now.w), Math.hypot(...before.w))
  const shrink = (w: readonly number[]): vec.Vector2 => [w[0]! * scale, w[1]! * scale]
  const move = (i: number) => (p: vec.Vector2) => setData((d) => d.map((s, j) => (j === i ? { ...s, x: p } : s)))

  const message = narrate(t, gap, data, eta, run, k)

  return (
    <div className="noe-explorable-body">
      <Mafs height={330} viewBox={{ x: [-4, 4], y: [-3.2, 3.2], padding: 0 }} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: 1 }} yAxis={{ lines: 1 }} />
        {norm2 > 0 ? <Polygon points={positiveRegion(now, [-20, 20], [-20, 20]) as vec.Vector2[]} color={Theme.blue} fillOpacity={0.1} strokeOpacity={0} /> : null}
        {norm2 > 0 ? <Line.ThroughPoints point1={foot} point2={[foot[0] - w2, foot[1] + w1]} color={Theme.foreground} weight={2.5} /> : null}
        {step ? <Vector tail={shrink(before.w)} tip={shrink(now.w)} color={Theme.green} style="dashed" /> : null}
        {step ? (
          <Text x={(shrink(before.w)[0] + shrink(now.w)[0]) / 2} y={(shrink(before.w)[1] + shrink(now.w)[1]) / 2} attach="s" size={14} color={Theme.green}>
            ηyx
          </Text>
        ) : null}
        {step ? <Vector tip={shrink(before.w)} color={Theme.foreground} opacity={0.35} /> : null}
        <Vector tip={shrink(now.w)} color={Theme.foreground} weight={3} />
        <Text x={shrink(now.w)[0]} y={shrink(now.w)[1]} attach="ne" size={16}>
          w
        </Text>
        {step ? <Circle center={data[step.index]!.x as vec.Vector2} radius={0.42} color={Theme.foreground} fillOpacity={0} strokeStyle="dashed" /> : null}
        {data.map((s, i) =>
          s.y > 0 ? (
            <Circle key={`m${i}`} center={s.x as vec.Vector2} radius={0.26} color={Theme.blue} fillOpacity={0} weight={2} />
          ) : (
            <Polygon key={`m${i}`} points={[[-1, -1], [1, -1], [1, 1], [-1, 1]].map(([a, b]) => [s.x[0] + 0.24 * a!, s.x[1] + 0.24 * b!] as vec.Vector2)} color={Theme.red} fillOpacity={0} weight={2} />
          ),
        )}
        {data.map((s, i) => (
          <Text key={`t${i}`} x={s.x[0] + 0.3} y={s.x[1] + 0.3} attach="ne" size={13}>
            {String(i + 1)}
          </Text>
        ))}
        {data.map((s, i) => (
          <Handle key={i} point={s.x as vec.Vector2} onMove={move(i)} constrain={snap} color={s.y > 0 ? Theme.blue : Theme.red} label={t('point', { point: String(i + 1), y: sign(s.y) })} />
        ))}
      </Mafs>
      <div className="noe-explorable-controls">
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' }}>
          <button type="button" style={button} disabled={k === 0} onClick={() => setPos(k - 1)}>
            {common('back')}
          </button>
          <button type="button" style={button} disabled={k === last} title={t('stepTitle')} onClick={() => setPos(k + 1)}>
            {common('step')}
          </button>
          <button type="button" style={button} disabled={k === last} title={t('endTitle')} onClick={() => setPos(last)}>
            {common('toTheEnd')}
          </button>
          <button type="button" style={button} title={t('resetTitle')} onClick={() => setPos(0)}>
            {common('reset')}
          </button>
          <button type="button" style={button} title={t('originalTitle')} onClick={() => (setData(DATA), setPos(0))}>
            {t('original')}
          </button>
        </div>
        <Choice legend={t('rate')} options={RATES.map((r) => [r, r] as const)} value={eta} onChange={(r) => (setEta(r), setPos(0))} />
        <p aria-live="polite" style={{ margin: 0 }}>
          {message}
        </p>
      </div>
    </div>
  )
}
