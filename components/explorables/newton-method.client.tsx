'use client'

import { Coordinates, Line, Mafs, Plot, Point, Text, Theme, type vec } from 'mafs'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { functions, newton, stopReason, type FunctionName, type Step } from '@/lib/explorables/newton-method'
import { Handle } from './handle.client'

const NAMES = Object.keys(functions) as FunctionName[]
/** Each function's message. */
const LABELS = { cubic: 'cubic', cosine: 'cosine', cycle: 'cycle', 'cube-root': 'cubeRoot' } as const satisfies Record<FunctionName, string>
const STEPS = 6
/** Iterates beyond this are not drawn (they are listed in the table). */
const FAR = 1e4

const SUB = '₀₁₂₃₄₅₆₇₈₉'
const sub = (k: number) => String(k).replace(/\d/g, (d) => SUB[Number(d)]!)
const fmt = (x: number) => (Math.abs(x) >= 1e4 || (x !== 0 && Math.abs(x) < 1e-4) ? x.toExponential(6) : x.toFixed(12).replace(/0+$/, '').replace(/\.$/, ''))

/**
 * Where an iterate's label goes: on the side of the axis away from its dashed line to (x, f(x)), centred.
 * Mafs's Text draws attach="s" above its point (its text hangs from the offset) and "n" below it; below, the
 * label sits under the axis numbers. `ring` leaves room for the handle's ring around x₀.
 */
const place = (fx: number, ring = false) =>
  fx > 0 ? ({ attach: 'n', attachDistance: 36 } as const) : ({ attach: 's', attachDistance: ring ? 32 : 22 } as const)

/** The iterates from x0 with their distance from the root, and why the iteration stopped, if it did early. */
function Iterates({ x0, root, steps, reason }: { x0: number; root: number; steps: readonly Step[]; reason: 'root' | 'flat' | null }) {
  const t = useTranslations('explorables.newtonMethod')
  const error = (e: number) => (Math.abs(e) < 1e-15 ? t('below') : Math.abs(e).toExponential(1))
  return (
    <div aria-live="polite">
      <p>{t('iterates', { x0: x0.toFixed(2), root: String(Number(root.toFixed(6))) })}</p>
      <table style={{ borderSpacing: '1em 0', marginLeft: '-1em', fontVariantNumeric: 'tabular-nums' }}>
        <thead>
          <tr>
            <th scope="col" style={{ textAlign: 'left' }}>k</th>
            <th scope="col" style={{ textAlign: 'left' }}>xₖ</th>
            <th scope="col" style={{ textAlign: 'left' }}>{t('error')}</th>
          </tr>
        </thead>
        <tbody>
          {steps.map((s, k) => (
            <tr key={k}>
              <td>{k}</td>
              <td>{fmt(s.x)}</td>
              <td>{error(s.x - root)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {reason ? <p>{t(`stops.${reason}`)}</p> : null}
    </div>
  )
}

/**
 * Newton's method x ↦ x − f(x)/f'(x): drag the initial guess along the axis and watch each tangent line
 * carry the iterate to the next; the table lists the iterates and their errors.
 */
export default function NewtonMethod() {
  const t = useTranslations('explorables.newtonMethod')
  const [name, setName] = useState<FunctionName>('cubic')
  const [x0, setX0] = useState(functions.cubic.x0)
  const fn = functions[name]
  const [lo, hi] = fn.view.x
  const steps = newton(fn.f, fn.df, x0, STEPS)
  const reason = stopReason(steps, STEPS)
  const constrain = ([x]: vec.Vector2): vec.Vector2 => [Math.min(hi, Math.max(lo, x)), 0]
  // Label an iterate only where it does not crowd an earlier label.
  const labelled: number[] = [x0]
  return (
    <div className="noe-explorable-body">
      <Mafs height={340} viewBox={{ x: fn.view.x, y: fn.view.y, padding: 0 }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: 1 }} yAxis={{ lines: (fn.view.y[1] - fn.view.y[0]) / 8, labels: false }} />
        <Plot.OfX y={fn.f} color={Theme.foreground} weight={2.5} />
        {steps.slice(0, -1).map((s, k) => {
          const next = steps[k + 1]!.x
          if (Math.abs(s.x) > FAR || Math.abs(next) > FAR) return null
          return (
            <g key={k}>
              <Line.Segment point1={[s.x, 0]} point2={[s.x, s.fx]} color={Theme.foreground} opacity={0.45} style="dashed" weight={1.5} />
              <Line.Segment point1={[s.x, s.fx]} point2={[next, 0]} color={Theme.blue} weight={2} />
            </g>
          )
        })}
        {steps.slice(1).map((s, k) => {
          if (s.x < lo || s.x > hi) return null
          const show = labelled.every((x) => Math.abs(x - s.x) > (hi - lo) / 14)
          if (show) labelled.push(s.x)
          return (
            <g key={k}>
              <Point x={s.x} y={0} color={Theme.blue} />
              {show ? (
                <Text x={s.x} y={0} {...place(k + 1 < steps.length - 1 ? s.fx : steps[k]!.fx)} size={15} color={Theme.blue}>
                  {`x${sub(k + 1)}`}
                </Text>
              ) : null}
            </g>
          )
        })}
        <Text x={x0} y={0} {...place(steps[0]!.fx, true)} size={15} color={Theme.red}>
          x₀
        </Text>
        <Handle point={[x0, 0]} onMove={([x]) => setX0(x)} constrain={constrain} label={t('guess')} describe={([x]) => `x0 = ${x.toFixed(2)}`} />
      </Mafs>
      <div className="noe-explorable-controls">
        <Choice
          legend={t('solve')}
          options={NAMES.map((n) => [n, t(`functions.${LABELS[n]}`)] as const)}
          value={name}
          onChange={(n) => {
            setName(n)
            setX0(functions[n].x0)
          }}
        />
        <Iterates x0={x0} root={fn.root} steps={steps} reason={reason} />
      </div>
    </div>
  )
}
