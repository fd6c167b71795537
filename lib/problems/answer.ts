/**
 * Answer checking for practice problems, run in the browser. Pure: no React, no I/O. What it tells the
 * reader is a key of the `problems` messages (messages/<locale>/problems.json), which the form translates.
 */
import type { Messages } from '@/lib/i18n/messages'

export type AnswerSpec =
  | { kind: 'numeric'; value: number; tolerance: number }
  | { kind: 'choice'; correct: readonly number[] }
  | { kind: 'text'; accepted: readonly string[] }

/** Why an answer could not be checked: a key of the `problems` messages ("invalid.enterNumber"). */
export type InvalidAnswerMessage = `invalid.${keyof Messages['problems']['invalid']}`

export type CheckResult =
  | { status: 'correct' }
  | { status: 'wrong' }
  | { status: 'invalid'; message: InvalidAnswerMessage }

/** Default absolute tolerance when an author gives none: exact up to floating-point noise. */
export const DEFAULT_TOLERANCE = 1e-9

/**
 * Digits as an Arabic or Persian keyboard types them (٠–٩, ۰–۹, the Arabic decimal separator ٫ and the
 * thousands separator ٬), and full-width digits and signs from a Chinese keyboard, as ASCII.
 */
export function westernDigits(input: string): string {
  return input
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.')
    .replace(/\u066c/g, ',')
    .replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
}

/**
 * Reads a number as people type it: "9.81", "-2", "−2" (Unicode minus), "3/4", "6.02e23",
 * "6.02 × 10^23", "10^12", "-10^-3", "1,000" (thousands separator) and "1 000", in Western, Arabic-Indic
 * or full-width digits ("٢٤", "٠٫٥", "２４"). Returns undefined when it is not a number.
 */
export function parseNumber(input: string): number | undefined {
  let s = westernDigits(input).trim().replace(/\u2212/g, '-').replace(/\s+/g, ' ')
  if (s === '') return undefined
  const power = s.match(/^(?:(.+?)\s*[x×*]\s*|([+-]?))10\s*\^\s*\(?\s*([+-]?\d+)\s*\)?$/i)
  if (power) {
    const mantissa = power[1] === undefined ? (power[2] === '-' ? -1 : 1) : parseNumber(power[1])
    return mantissa === undefined ? undefined : mantissa * 10 ** Number(power[3])
  }
  const fraction = s.match(/^([+-]?[\d.,\s]+)\s*\/\s*([+-]?[\d.,\s]+)$/)
  if (fraction) {
    const num = parseNumber(fraction[1]!)
    const den = parseNumber(fraction[2]!)
    return num === undefined || den === undefined || den === 0 ? undefined : num / den
  }
  if (/^[+-]?\d{1,3}(,\d{3})+(\.\d+)?$/.test(s)) s = s.replace(/,/g, '')
  if (/^[+-]?\d{1,3}( \d{3})+(\.\d+)?$/.test(s)) s = s.replace(/ /g, '')
  if (!/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(s)) return undefined
  const value = Number(s)
  return Number.isFinite(value) ? value : undefined
}

/**
 * Case, surrounding space, repeated space, space beside symbols ("x > 4" = "x>4", "A, C" = "A,C") and a
 * final full stop do not matter in text answers. Space between words and numbers does.
 */
export function normalizeText(input: string): string {
  return input
    .normalize('NFKC')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\.$/, '')
    .replace(/ ?([^\p{L}\p{N} ]) ?/gu, '$1')
    .toLowerCase()
}

/** Checks a learner's answer. For choice problems, `input` holds the chosen option indices. */
export function checkAnswer(spec: AnswerSpec, input: string | readonly number[]): CheckResult {
  switch (spec.kind) {
    case 'numeric': {
      if (typeof input !== 'string' || input.trim() === '') return { status: 'invalid', message: 'invalid.enterNumber' }
      const value = parseNumber(input)
      if (value === undefined) return { status: 'invalid', message: 'invalid.notANumber' }
      return Math.abs(value - spec.value) <= spec.tolerance ? { status: 'correct' } : { status: 'wrong' }
    }
    case 'choice': {
      if (typeof input === 'string' || input.length === 0) return { status: 'invalid', message: 'invalid.chooseOption' }
      const chosen = [...input].sort((a, b) => a - b)
      const correct = [...spec.correct].sort((a, b) => a - b)
      const same = chosen.length === correct.length && chosen.every((c, i) => c === correct[i])
      return same ? { status: 'correct' } : { status: 'wrong' }
    }
    case 'text': {
      if (typeof input !== 'string' || input.trim() === '') return { status: 'invalid', message: 'invalid.typeAnswer' }
      const given = normalizeText(input)
      return spec.accepted.some((a) => normalizeText(a) === given) ? { status: 'correct' } : { status: 'wrong' }
    }
  }
}
