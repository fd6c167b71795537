'use client'

import { useId, useMemo, useState, type CSSProperties } from 'react'
import { useTranslations } from 'use-intl'
import { tags, useSentenceGap } from './text'
import { PRIMES, problem, rsa, type Step } from '@/lib/explorables/modular-exponentiation'

const START = { p: 61, q: 53, e: '17', m: '65' }
const button = (off: boolean): CSSProperties => ({ opacity: off ? 0.45 : 1, padding: '0.25rem 0.9rem', border: '1px solid var(--noe-border)', borderRadius: 'var(--noe-radius)', background: 'var(--noe-surface)', color: 'inherit', font: 'inherit' })
const box: CSSProperties = { width: '5.5rem', padding: '0.15rem 0.3rem', border: '1px solid var(--noe-border)', borderRadius: '0.25rem', background: 'var(--noe-bg)', color: 'inherit', font: 'inherit' }
const cell: CSSProperties = { padding: '0.15rem 0.5rem', borderBottom: '1px solid var(--noe-border)', textAlign: 'right', fontVariantNumeric: 'tabular-nums' }
const head: CSSProperties = { ...cell, borderBottom: '2px solid currentColor' }
const parse = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : Number.NaN)
type T = ReturnType<typeof useTranslations<'explorables.modularExponentiation'>>

/** What one step did, in words: for the live region. */
function say(t: T, s: Step, k: number, base: bigint, exponent: string, n: bigint, prev: bigint) {
  return t.rich('bit', {
    bit: String(k + 1),
    power: exponent,
    value: s.bit,
    previous: String(prev),
    square: String(prev * prev),
    squared: String(s.squared),
    multiply: s.bit === '1' ? 'yes' : 'no',
    base: String(base),
    product: String(s.squared * base),
    result: String(s.result),
    n: String(n),
    prefix: String(s.prefix),
    ...tags,
  })
}

/**
 * The square-and-multiply table for base^exponent: one row a bit of the exponent (named `power`), filled in for
 * the first `done` bits, the current one marked. `name` is the base's letter.
 */
function BitTable({ steps, done, base, power, name }: { steps: readonly Step[]; done: number; base: bigint; power: string; name: string }) {
  const t = useTranslations('explorables.modularExponentiation')
  return (
    <table style={{ borderCollapse: 'collapse', fontSize: '0.85rem', margin: '0 auto' }}>
      <thead>
        <tr>
          {[t('table.bit'), t('table.soFar', { power }), t('table.square'), `× ${name}`].map((h) => (
            <th key={h} scope="col" style={head}>{h}</th>
          ))}
          <th scope="col" style={head}>
            {name}<sup>k</sup> mod n
          </th>
        </tr>
      </thead>
      <tbody>
        {steps.map((s, k) => {
          const read = k < done
          const current = k === done - 1
          const style: CSSProperties = { ...cell, color: read ? undefined : 'var(--noe-figure-muted)', fontWeight: current ? 700 : undefined }
          return (
            <tr key={k} style={current ? { boxShadow: 'inset 3px 0 0 var(--noe-figure-accent)' } : undefined}>
              <td style={{ ...style, textAlign: 'center' }}>{current ? '▸ ' : ''}{s.bit}</td>
              <td style={style}>{read ? `k = ${s.prefix}` : ''}</td>
              <td style={style}>{read ? String(s.squared) : ''}</td>
              <td style={style}>{read ? (s.bit === '1' ? `× ${base}` : '—') : ''}</td>
              <td style={{ ...style, color: read ? 'var(--noe-figure-accent)' : style.color }}>{read ? String(s.result) : ''}</td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

interface Inputs {
  id: string
  p: number
  q: number
  eText: string
  mText: string
  setP: (p: number) => void
  setQ: (q: number) => void
  setE: (e: string) => void
  setM: (m: string) => void
}

/** The key and the message: the primes p and q from a list, the exponent e and the message m typed. */
function KeyInputs({ id, p, q, eText, mText, setP, setQ, setE, setM }: Inputs) {
  const t = useTranslations('explorables.modularExponentiation')
  return (
    <div className="noe-explorable-controls" style={{ marginTop: 0, display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.25rem' }}>
      {(
        [
          ['p', p, setP],
          ['q', q, setQ],
        ] as const
      ).map(([label, value, set]) => (
        <span key={label}>
          <label htmlFor={`${id}-${label}`}>{t('prime', { letter: label })}</label>{' '}
          <select id={`${id}-${label}`} value={value} onChange={(ev) => set(Number(ev.target.value))} style={box}>
            {PRIMES.map((x) => (
              <option key={x} value={x}>{x}</option>
            ))}
          </select>
        </span>
      ))}
      <label htmlFor={`${id}-e`}>
        {t('exponent')} <input id={`${id}-e`} type="number" min={2} value={eText} onChange={(ev) => setE(ev.target.value)} style={box} />
      </label>
      <label htmlFor={`${id}-m`}>
        {t('message')} <input id={`${id}-m`} type="number" min={0} value={mText} onChange={(ev) => setM(ev.target.value)} style={box} />
      </label>
    </div>
  )
}

/**
 * Toy RSA: choose primes p and q, a public exponent e and a message m, then step through square-and-multiply
 * for c = m^e mod n one bit of e at a time, and on through c^d mod n, which gives m back.
 */
export default function ModularExponentiation() {
  const t = useTranslations('explorables.modularExponentiation')
  const common = useTranslations('explorables.common')
  const gap = useSentenceGap()
  const [p, setP] = useState(START.p)
  const [q, setQ] = useState(START.q)
  const [eText, setE] = useState(START.e)
  const [mText, setM] = useState(START.m)
  const [step, setStep] = useState(0)
  const id = useId()
  const [e, m] = [parse(eText), parse(mText)]
  const error = problem(p, q, e, m)
  const run = useMemo(() => (error ? null : rsa(p, q, e, m)), [error, p, q, e, m])
  const change = (set: () => void) => {
    set()
    setStep(0)
  }

  const total = run ? run.encrypt.length + run.decrypt.length : 0
  const decrypting = run !== null && step > run.encrypt.length
  const steps = run ? (decrypting ? run.decrypt : run.encrypt) : []
  const done = run ? (decrypting ? step - run.encrypt.length : step) : 0
  const base = run ? (decrypting ? run.c : BigInt(m)) : 0n
  const exponent = run ? (decrypting ? run.d : BigInt(e)) : 0n
  const [name, power] = decrypting ? ['c', 'd'] : ['m', 'e']
  const last = done > 0 ? steps[done - 1]! : null
  const news = !run
    ? t(`problems.${error!.key}`, error!.values)
    : last
      ? <>
          {say(t, last, done - 1, base, power, run.n, done > 1 ? steps[done - 2]!.result : 1n)}
          {done === steps.length ? `${gap}${decrypting ? t('decrypted', { m: String(last.result) }) : t('encrypted', { c: String(last.result) })}` : ''}
        </>
      : t.rich('begin', { name, power, ...tags })

  return (
    <div className="noe-explorable-body">
      <KeyInputs
        id={id}
        {...{ p, q, eText, mText }}
        setP={(v) => change(() => setP(v))}
        setQ={(v) => change(() => setQ(v))}
        setE={(v) => change(() => setE(v))}
        setM={(v) => change(() => setM(v))}
      />
      {run ? (
        <>
          <p style={{ margin: '0.75rem 0 0.25rem' }}>
            {t.rich('keys', {
              p: String(p),
              q: String(q),
              n: String(run.n),
              phi: String(run.phi),
              d: String(run.d),
              mode: decrypting ? 'decrypt' : 'encrypt',
              base: String(base),
              exponent: String(exponent),
              power,
              binary: exponent.toString(2),
              ...tags,
            })}
          </p>
          <BitTable steps={steps} done={done} base={base} power={power} name={name} />
        </>
      ) : null}
      <div style={{ display: 'flex', gap: '0.5rem', marginTop: '0.75rem', justifyContent: 'center' }}>
        <button type="button" style={button(!run || step === 0)} onClick={() => setStep((s) => Math.max(0, s - 1))} disabled={!run || step === 0}>{common('back')}</button>
        <button type="button" style={button(!run || step === total)} onClick={() => setStep((s) => Math.min(total, s + 1))} disabled={!run || step === total}>{common('step')}</button>
        <button type="button" style={button(!run || step === 0)} onClick={() => setStep(0)} disabled={!run || step === 0}>{common('reset')}</button>
      </div>
      <p aria-live="polite" style={{ margin: '0.5rem 0 0', fontSize: '0.9rem', color: run ? undefined : 'var(--noe-figure-second)' }}>
        {news}
      </p>
    </div>
  )
}
