import { describe, expect, it } from 'vitest'
import { catalogueSource, initialisms, type CommandEntry } from '@/lib/search/catalogue-items'
import { matchQuality, parseQuery } from '@/lib/search/match'
import { coverageExponent, phraseCover, rank } from '@/lib/search/rank'

const entry = (label: string, keywords: string[] = [], context = ''): CommandEntry => ({
  kind: 'link',
  id: label,
  group: 'subject:mathematics',
  label,
  href: `/${label}`,
  names: [label, ...initialisms(label)],
  keywords,
  context,
})

const entries = [
  entry('Number Theory', ['prime numbers', 'congruences']),
  entry('Data Structures', ['hash tables', 'heaps']),
  entry('Data Science', ['data cleaning', 'visualization'], 'Turning data into knowledge'),
  entry('Theory of Computation', ['Turing machines', 'regular languages']),
  entry('Complexity Theory', ['resource-bounded Turing machines', 'P and NP']),
  entry('Cryptography', ['RSA', 'universal hashing'], 'Secure communication'),
  entry('Natural Language Processing', ['word embeddings']),
]
const source = catalogueSource(entries)
const top = (query: string, n = 1) =>
  rank(source, parseQuery(query), matchQuality)
    .slice(0, n)
    .map((s) => entries[s.doc]!.label)

describe('rank', () => {
  it('puts the title a query spells first, not a page that mentions its words', () => {
    expect(top('data structures')).toEqual(['Data Structures'])
    expect(top('data science')).toEqual(['Data Science'])
  })

  it('prefers a topic the query covers whole to one it covers in part', () => {
    expect(top('Turing machines', 2)).toEqual(['Theory of Computation', 'Complexity Theory'])
  })

  it('forgives typos and prefixes', () => {
    expect(top('numbr theory')).toEqual(['Number Theory'])
    expect(top('cryptograhpy')).toEqual(['Cryptography'])
    expect(top('crypt')).toEqual(['Cryptography'])
    expect(top('data struc')).toEqual(['Data Structures'])
  })

  it('matches short words whole: "RSA" is not in "universal"', () => {
    const hits = rank(source, parseQuery('RSA'), matchQuality)
    expect(hits.map((s) => entries[s.doc]!.label)).toEqual(['Cryptography'])
  })

  it('finds a field by its initials', () => {
    expect(initialisms('Natural Language Processing')).toEqual(['nlp'])
    expect(initialisms('Theory of Computation')).toEqual(['toc', 'tc'])
    expect(initialisms('Cryptography')).toEqual([])
    expect(top('NLP')).toEqual(['Natural Language Processing'])
  })

  it('returns nothing for words the collection does not hold', () => {
    expect(rank(source, parseQuery('xylophone'), matchQuality)).toEqual([])
    expect(rank(source, parseQuery(''), matchQuality)).toEqual([])
  })

  it('is stricter about missing words in short queries than in questions', () => {
    expect(coverageExponent(1)).toBeGreaterThan(coverageExponent(4))
    expect(coverageExponent(2)).toBeGreaterThanOrEqual(coverageExponent(3))
  })
})

describe('phraseCover', () => {
  it('measures how much of a phrase the query covers and whether in order', () => {
    const q = parseQuery('turing machines ')
    expect(phraseCover(q, ['turing', 'machine'], matchQuality)).toEqual({ covered: 1, inOrder: true })
    expect(phraseCover(q, ['resource', 'bounded', 'turing', 'machine'], matchQuality)).toEqual({ covered: 0.5, inOrder: true })
    expect(phraseCover(parseQuery('machines turing '), ['turing', 'machine'], matchQuality)?.inOrder).toBe(false)
    expect(phraseCover(q, ['regular', 'language'], matchQuality)).toBeUndefined()
  })
})
