'use client'

import { Coordinates, Line, Mafs, Point, Polyline, Text, Theme, type vec } from 'mafs'
import { useId, useMemo, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { useSentenceGap } from './text'
import { dampingRatio, e6, naturalFrequency, overshoot, peakTime, regime, sampleResponse, timeConstant, timeWindow, type Circuit, type Regime } from '@/lib/explorables/rlc-step'

const R_VALUES = e6(0, 3) // 1 Ω to 1 kΩ
const L_VALUES = e6(0, 2) // 1 mH to 100 mH
const C_VALUES = e6(0, 2) // 1 µF to 100 µF
const Y_MAX = 25 // volts: room for a 12 V step overshooting by almost 100%
const sig = (x: number, digits = 3) => String(Number(x.toPrecision(digits)))
const REGIMES = { 'first order': 'firstOrder', underdamped: 'underdamped', 'critically damped': 'criticallyDamped', overdamped: 'overdamped' } as const satisfies Record<Regime, string>

/**
 * The step response of a series RC or RLC circuit: a DC source is switched on at t = 0 and the capacitor voltage
 * is drawn against time. Sliders set R, L, C (in E6 preferred values) and the source voltage.
 */
export default function RlcStep() {
  const t = useTranslations('explorables.rlcStep')
  const gap = useSentenceGap()
  const [circuit, setCircuit] = useState<Circuit>('RLC')
  const [ri, setRi] = useState(R_VALUES.indexOf(22))
  const [li, setLi] = useState(L_VALUES.indexOf(10))
  const [ci, setCi] = useState(C_VALUES.indexOf(10))
  const [V, setV] = useState(10)
  const id = useId()
  const [R, L, C] = [R_VALUES[ri]!, L_VALUES[li]! * 1e-3, C_VALUES[ci]! * 1e-6]
  const tMax = timeWindow(circuit, R, L, C)
  const ms = tMax * 1e3
  const curve = useMemo(() => sampleResponse(circuit, R, L, C, V, tMax).map(([t, v]) => [t * 1e3, v] as vec.Vector2), [circuit, R, L, C, V, tMax])
  const zeta = dampingRatio(R, L, C)
  const w0 = naturalFrequency(L, C)
  const tau = timeConstant(R, C)
  const kind = regime(circuit, zeta)
  const peak = kind === 'underdamped' ? { t: peakTime(L, C, zeta), v: V * (1 + overshoot(zeta)) } : null
  const sliders = [
    { key: 'R', label: t('resistance'), unit: 'Ω', values: R_VALUES, index: ri, set: setRi },
    ...(circuit === 'RLC' ? [{ key: 'L', label: t('inductance'), unit: 'mH', values: L_VALUES, index: li, set: setLi }] : []),
    { key: 'C', label: t('capacitance'), unit: 'µF', values: C_VALUES, index: ci, set: setCi },
  ]
  return (
    <div className="noe-explorable-body">
      <Mafs height={320} viewBox={{ x: [-0.1 * ms, 1.03 * ms], y: [-4, Y_MAX], padding: 0 }} preserveAspectRatio={false} pan={false} zoom={false}>
        <Coordinates.Cartesian xAxis={{ lines: ms / 5, labels: (t) => (t > 0 && t < 0.99 * ms ? sig(t) : '') }} yAxis={{ lines: 5, labels: (v) => (v > 0 && v < Y_MAX ? String(v) : '') }} />
        <Text x={1.02 * ms} y={-1.3} attach="w" attachDistance={4} size={14} color={Theme.foreground}>t (ms)</Text>
        <Text x={0} y={Y_MAX - 0.5} attach="se" attachDistance={6} size={14} color={Theme.foreground}>{t('voltageAxis')}</Text>
        <Line.Segment point1={[0, V]} point2={[ms, V]} color={Theme.foreground} opacity={0.6} style="dashed" />
        <Text x={ms} y={V} attach="nw" attachDistance={14} size={13} color={Theme.foreground}>{t('source')}</Text>
        <Polyline points={curve} color={Theme.blue} weight={2.5} />
        {circuit === 'RC' ? <Point x={tau * 1e3} y={V * (1 - Math.exp(-1))} color={Theme.red} /> : null}
        {circuit === 'RC' ? <Text x={tau * 1e3} y={V * (1 - Math.exp(-1))} attach="se" attachDistance={10} size={14} color={Theme.red}>t = τ, 63.2%</Text> : null}
        {peak && peak.t * 1e3 <= ms ? <Point x={peak.t * 1e3} y={peak.v} color={Theme.red} /> : null}
        {peak && peak.t * 1e3 <= ms ? <Text x={peak.t * 1e3} y={peak.v} attach="e" attachDistance={10} size={14} color={Theme.red}>{t('peak')}</Text> : null}
      </Mafs>
      <div className="noe-explorable-controls">
        <Choice legend={t('circuit')} options={(['RC', 'RLC'] as Circuit[]).map((c) => [c, t('series', { circuit: c })] as const)} value={circuit} onChange={setCircuit} />
        {sliders.map((s) => (
          <div key={s.key}>
            <label htmlFor={`${id}-${s.key}`}>
              {s.label} <output htmlFor={`${id}-${s.key}`}>{`${s.values[s.index]} ${s.unit}`}</output>
            </label>
            <input id={`${id}-${s.key}`} type="range" min={0} max={s.values.length - 1} value={s.index} aria-valuetext={`${s.values[s.index]} ${s.unit}`} onChange={(e) => s.set(Number(e.target.value))} />
          </div>
        ))}
        <label htmlFor={`${id}-V`}>
          {t('voltage')} <output htmlFor={`${id}-V`}>{V} V</output>
        </label>
        <input id={`${id}-V`} type="range" min={1} max={12} step={0.5} value={V} aria-valuetext={`${V} V`} onChange={(e) => setV(Number(e.target.value))} />
        <p aria-live="polite">
          {circuit === 'RC'
            ? t('rc', { tau: sig(tau * 1e3), V: String(V), v63: sig(V * (1 - Math.exp(-1))), five: sig(5 * tau * 1e3) })
            : `${t('rlc', { zeta: sig(zeta), kind: t(`regimes.${REGIMES[kind]}`), w0: sig(w0), f0: sig(w0 / (2 * Math.PI)) })}${gap}` +
              (peak
                ? t('overshoot', { percent: sig(100 * overshoot(zeta)), peak: sig(peak.v), time: sig(peak.t * 1e3), ringing: sig((w0 * Math.sqrt(1 - zeta * zeta)) / (2 * Math.PI)) })
                : kind === 'overdamped'
                  ? t('overdamped', { V: String(V), rate: sig(w0 * (zeta - Math.sqrt(zeta * zeta - 1))) })
                  : t('critical', { V: String(V) }))}
          {`${gap}${t('window', { ms: sig(ms) })}`}
        </p>
      </div>
    </div>
  )
}
