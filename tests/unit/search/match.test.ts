import { describe, expect, it } from 'vitest'
import { editDistance, matchQuality, parseQuery, QUALITY, type QueryTerm } from '@/lib/search/match'

const term = (word: string, typing = false): QueryTerm => ({ word, term: word, typing, optional: false })

describe('parseQuery', () => {
  it('keeps the words that carry meaning and drops stop words', () => {
    expect(parseQuery('what is the uncertainty principle').map((t) => t.term)).toEqual(['uncertainty', 'principle'])
  })

  it('marks only the last word as still being typed, until a space or punctuation ends it', () => {
    expect(parseQuery('linear alg').map((t) => t.typing)).toEqual([false, true])
    expect(parseQuery('linear alg ').map((t) => t.typing)).toEqual([false, false])
  })

  it('keeps a stop word being typed as an optional start of a longer word', () => {
    expect(parseQuery('linear a').map((t) => [t.term, t.optional])).toEqual([
      ['linear', false],
      ['a', true],
    ])
  })

  it('drops the verbs that only phrase a question, and keeps them elsewhere', () => {
    expect(parseQuery('how does a heat engine work').map((t) => t.term)).toEqual(['heat', 'engine'])
    expect(parseQuery('work energy theorem').map((t) => t.term)).toEqual(['work', 'energy', 'theorem'])
  })

  it('keeps a query made only of stop words, so it still finds something', () => {
    expect(parseQuery('the').map((t) => [t.term, t.optional])).toEqual([['the', false]])
  })
})

describe('editDistance', () => {
  it('counts an adjacent swap as one edit and gives up past the bound', () => {
    expect(editDistance('linaer', 'linear', 2)).toBe(1)
    expect(editDistance('electromagnetsm', 'electromagnetism', 2)).toBe(1)
    expect(editDistance('kitten', 'sitting', 2)).toBe(3)
    expect(editDistance('abc', 'abcdefgh', 2)).toBe(3)
  })
})

describe('matchQuality', () => {
  it('ranks exact above prefix above typo', () => {
    expect(matchQuality(term('linear'), 'linear')).toBe(QUALITY.exact)
    const prefix = matchQuality(term('eigenv', true), 'eigenvalue')
    expect(prefix).toBeGreaterThan(QUALITY.typo1)
    expect(prefix).toBeLessThan(QUALITY.exact)
    expect(matchQuality(term('linaer'), 'linear')).toBe(QUALITY.typo1)
    expect(matchQuality(term('thermodynamcis'), 'thermodynamic')).toBeGreaterThan(0)
  })

  it('never matches short words inside others, or letters scattered across a word', () => {
    expect(matchQuality(term('rsa'), 'universal')).toBe(0)
    expect(matchQuality(term('rsa', true), 'universal')).toBe(0)
    expect(matchQuality(term('dtst'), 'datastructure')).toBe(0)
    expect(matchQuality(term('ring'), 'string')).toBe(0)
  })

  it('lets only a word being typed, or a long one, match as a prefix', () => {
    expect(matchQuality(term('ab', true), 'abstract')).toBeGreaterThan(0)
    expect(matchQuality(term('ab'), 'abstract')).toBe(0)
    expect(matchQuality(term('abstr'), 'abstract')).toBeGreaterThan(0)
  })

  it('accepts another ending of the same word and a plural the stemmer kept long', () => {
    expect(matchQuality(term('amplify'), 'amplifier')).toBe(QUALITY.ending)
    expect(matchQuality(term('gase'), 'gas')).toBe(QUALITY.variant)
    expect(matchQuality(term('fouri'), 'four')).not.toBe(QUALITY.variant)
  })
})
