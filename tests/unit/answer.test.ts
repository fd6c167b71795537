import { describe, expect, it } from 'vitest'
import { getTranslations } from '@/lib/i18n/server'
import { checkAnswer, normalizeText, parseNumber } from '@/lib/problems/answer'

describe('parseNumber', () => {
  it.each([
    ['9.81', 9.81], ['-2', -2], ['\u22122', -2], [' 42 ', 42], ['.5', 0.5], ['3/4', 0.75], ['-1/8', -0.125],
    ['6.02e23', 6.02e23], ['1E-3', 0.001], ['6.02 × 10^23', 6.02e23], ['2x10^-3', 0.002], ['1,000', 1000],
    ['12 345.5', 12345.5], ['10^12', 1e12], ['10^(-3)', 0.001], ['-10^3', -1000], ['1 × 10^12', 1e12],
    // Arabic-Indic and Persian digits with the Arabic decimal and thousands separators; full-width digits.
    ['٢٤', 24], ['٠٫٥', 0.5], ['٢٠٬٠٠٠', 20000], ['−٣/٤', -0.75], ['۲۴', 24], ['２４', 24], ['０．５', 0.5],
  ])('reads %s as %d', (input, expected) => {
    const value = parseNumber(input)!
    expect(Math.abs(value - expected)).toBeLessThanOrEqual(Math.abs(expected) * 1e-12)
  })

  it.each(['', 'abc', '1/0', '--2', '1.2.3', '1,00', 'NaN', 'Infinity', '2 apples', '10^', '^12', 'x10^3', '10^1.5'])('rejects %j', (input) => {
    expect(parseNumber(input)).toBeUndefined()
  })
})

describe('checkAnswer', () => {
  const numeric = { kind: 'numeric', value: 9.81, tolerance: 0.01 } as const

  it('accepts a numeric answer within the tolerance and rejects one outside', () => {
    expect(checkAnswer(numeric, '9.8')).toEqual({ status: 'correct' })
    expect(checkAnswer(numeric, '9.82')).toEqual({ status: 'correct' })
    expect(checkAnswer(numeric, '9.7')).toEqual({ status: 'wrong' })
  })

  it('explains input that is empty or not a number instead of marking it wrong', () => {
    expect(checkAnswer(numeric, '  ')).toEqual({ status: 'invalid', message: 'invalid.enterNumber' })
    expect(checkAnswer(numeric, 'nine')).toEqual({ status: 'invalid', message: 'invalid.notANumber' })
  })

  it('names its explanations by keys of the problems messages, which read as before in English', () => {
    const t = getTranslations('problems', 'en')
    const explain = (spec: Parameters<typeof checkAnswer>[0], input: string | number[]) => {
      const result = checkAnswer(spec, input)
      return result.status === 'invalid' ? t(result.message) : undefined
    }
    expect(explain(numeric, '')).toBe('Enter a number first.')
    expect(explain(numeric, 'nine')).toBe('That is not a number. Try a form like 9.81, -2, 3/4 or 6.02e23.')
    expect(explain({ kind: 'choice', correct: [0] }, [])).toBe('Choose an option first.')
    expect(explain({ kind: 'text', accepted: ['x'] }, ' ')).toBe('Type an answer first.')
  })

  it('checks multiple choice: exactly the correct set', () => {
    const single = { kind: 'choice', correct: [2] } as const
    expect(checkAnswer(single, [2])).toEqual({ status: 'correct' })
    expect(checkAnswer(single, [1])).toEqual({ status: 'wrong' })
    expect(checkAnswer(single, []).status).toBe('invalid')
    const multi = { kind: 'choice', correct: [0, 3] } as const
    expect(checkAnswer(multi, [3, 0])).toEqual({ status: 'correct' })
    expect(checkAnswer(multi, [0])).toEqual({ status: 'wrong' })
    expect(checkAnswer(multi, [0, 1, 3])).toEqual({ status: 'wrong' })
  })

  it('checks text ignoring case, spacing and a final full stop, with alternative spellings', () => {
    const text = { kind: 'text', accepted: ['Abelian', 'commutative'] } as const
    expect(checkAnswer(text, '  abelian. ')).toEqual({ status: 'correct' })
    expect(checkAnswer(text, 'COMMUTATIVE')).toEqual({ status: 'correct' })
    expect(checkAnswer(text, 'cyclic')).toEqual({ status: 'wrong' })
    expect(checkAnswer(text, '').status).toBe('invalid')
    expect(normalizeText('  Two   words. ')).toBe('two words')
  })

  it('ignores space beside symbols but keeps it between words', () => {
    const condition = { kind: 'text', accepted: ['x > 4'] } as const
    expect(checkAnswer(condition, 'x>4')).toEqual({ status: 'correct' })
    expect(checkAnswer(condition, ' X >  4 ')).toEqual({ status: 'correct' })
    expect(checkAnswer({ kind: 'text', accepted: ['{A,C}'] }, '{ A, C }')).toEqual({ status: 'correct' })
    expect(normalizeText('c a')).toBe('c a')
    expect(normalizeText('ca')).not.toBe(normalizeText('c a'))
  })
})
