/**
 * The one relevance ranking of search, used alike for the catalogue (links, subjects, fields, themes:
 * in the bundle, no network) and for the full text (pages, sections, named results: from the index
 * shards), so that their scores compare and the best match comes first whatever it is.
 *
 * For each query word, a document earns the best of its matches: the field it matched in (a name, the
 * title or heading or the theorem's name, counts most; keywords such as a field's topics or the terms a
 * section sets in bold next; a description little; the prose least, saturating with repetition as in BM25)
 * times the match's quality (exact, prefix, typo). Words are weighted by rarity (idf), a document missing
 * words keeps only a power of the share it matches (`coverageExponent`), and a name that the query
 * covers, in order, earns a bonus: "data
 * structures" is the title Data Structures, not a page that mentions both words. Pure.
 */
import { FIELD, type FieldName } from './index-format'
import { QUALITY, type QueryTerm } from './match'
import { isStopWord, tokens } from './tokenize'

export const FIELD_WEIGHT: Record<FieldName, number> = { name: 1, keywords: 0.65, context: 0.3, text: 0.3 }
const FIELDS = Object.keys(FIELD_WEIGHT) as FieldName[]
/** BM25's saturation and length normalisation for the text field. */
const K1 = 1.2
const B = 0.75
/** A name the query covers completely earns this much more; in order and adjacent, `ORDER_BONUS` more. */
const COVER_BONUS = 0.3
const ORDER_BONUS = 0.1
/** How much of a completion's quality depends on how common the completed word is. */
const POPULARITY = 0.2
/** A complete word that the index knows still matches longer words while typed, at this share. */
const KNOWN_WORD_PREFIX = 0.8
/**
 * A document missing query words keeps (matched share)^exponent of its score: strict for short queries
 * ("data structures" is not Data Science), lenient for questions, where some words are only phrasing.
 */
export const coverageExponent = (words: number) => (words <= 2 ? 2 : words === 3 ? 1.5 : 1)
/** How many of the best documents are checked for the name bonus. */
const BONUS_CANDIDATES = 300

export interface Posting {
  doc: number
  /** Fields holding the term (bits of FIELD in index-format). */
  mask: number
  /** Occurrences in the text. */
  tf: number
}

/** A phrase of a document that a query can cover: its name, or one of its keywords. */
export interface Phrase {
  field: FieldName
  tokens: readonly string[]
}

/** What the ranking needs of a collection; the catalogue and the full-text index both provide it. */
export interface RankSource {
  docCount: number
  averageTextLength: number
  vocabulary(term: QueryTerm): Iterable<string>
  postings(token: string): readonly Posting[]
  textLength(doc: number): number
  phrases(doc: number): readonly Phrase[]
}

export interface Scored {
  doc: number
  score: number
  /** Per query word, what the document earned for it (0 where it does not match). */
  values: number[]
  /** The name-cover bonus included in `score`. */
  bonus: number
}

export interface Ranking {
  scored: Scored[]
  /** Per query word, its weight (idf) in this collection. */
  idf: number[]
}

/**
 * Matches of one query word in the vocabulary. Typos are corrected only for words the index does not
 * know and that are not the start of a word it knows ("fouri" is Fourier being typed, not "four" mistyped);
 * a complete, known word prefers itself to the longer words it starts.
 */
function candidates(q: QueryTerm, vocabulary: Iterable<string>, quality: (q: QueryTerm, token: string) => number) {
  const all: { token: string; quality: number }[] = []
  for (const token of vocabulary) {
    const value = quality(q, token)
    if (value > 0) all.push({ token, quality: value })
  }
  const known = all.some((c) => c.quality >= QUALITY.variant)
  const isPrefix = (c: { quality: number }) => c.quality >= QUALITY.prefixBase && c.quality < QUALITY.variant && !isTypo(c.quality)
  if (known) {
    return all
      .filter((c) => c.quality >= QUALITY.variant || (q.typing && isPrefix(c)))
      .map((c) => (c.quality >= QUALITY.variant ? c : { ...c, quality: c.quality * KNOWN_WORD_PREFIX }))
  }
  // A word typed this far may be a word of its own with other endings ("amplify": amplifier).
  const endings = (c: { quality: number }) => c.quality === QUALITY.ending && q.term.length >= 6
  return all.some(isPrefix) ? all.filter((c) => isPrefix(c) || endings(c)) : all
}

const isTypo = (quality: number) =>
  quality === QUALITY.typo1 || quality === QUALITY.typo2 || quality === QUALITY.typoPrefix || quality === QUALITY.ending

/** Completions of a prefix are weighed by how common they are, as an autocomplete would: "schrod" is Schrödinger. */
function popular(matches: { token: string; quality: number }[], source: RankSource) {
  const completions = matches.filter((m) => m.quality < QUALITY.variant && !isTypo(m.quality))
  if (completions.length < 2) return matches
  const df = new Map(completions.map((m) => [m.token, source.postings(m.token).length]))
  const most = Math.max(...df.values())
  return matches.map((m) => (df.has(m.token) ? { ...m, quality: m.quality * (1 - POPULARITY + (POPULARITY * df.get(m.token)!) / most) } : m))
}

/** BM25's saturating, length-normalised term frequency, scaled to 0..1. */
function saturation(tf: number, length: number, averageLength: number): number {
  const norm = K1 * (1 - B + (B * length) / Math.max(1, averageLength))
  return (tf * (K1 + 1)) / (tf + norm) / (K1 + 1)
}

function fieldValue(posting: Posting, textLength: number, averageTextLength: number): number {
  let best = 0
  for (const field of FIELDS) {
    if ((posting.mask & FIELD[field]) === 0) continue
    let value = FIELD_WEIGHT[field]
    if (field === 'text') value *= saturation(posting.tf, textLength, averageTextLength)
    if (value > best) best = value
  }
  return best
}

/** How much of a phrase the query covers, and whether it covers it in order without gaps. */
export function phraseCover(
  terms: readonly QueryTerm[],
  phrase: readonly string[],
  quality: (q: QueryTerm, token: string) => number,
): { covered: number; inOrder: boolean } | undefined {
  if (phrase.length === 0) return undefined
  const positions: number[] = []
  const hit = new Set<number>()
  for (const q of terms) {
    let first = -1
    phrase.forEach((token, i) => {
      if (quality(q, token) >= QUALITY.typo2) {
        hit.add(i)
        if (first < 0) first = i
      }
    })
    if (first < 0) {
      if (q.optional) continue
      return undefined
    }
    positions.push(first)
  }
  const inOrder = positions.every((p, i) => i === 0 || p === positions[i - 1]! + 1)
  return { covered: hit.size / phrase.length, inOrder }
}

/**
 * A document's score from what it earned per query word: the idf-weighted mean of its values, times the
 * share of the required words it matches to the power `coverageExponent`. Optional words (a stop word still
 * being typed) count only where they match.
 */
export function combine(values: readonly number[], idf: readonly number[], terms: readonly QueryTerm[]): number {
  let earned = 0
  let matchedIdf = 0
  let requiredIdf = 0
  let weight = 0
  let required = 0
  terms.forEach((t, i) => {
    const value = values[i] ?? 0
    if (!t.optional) {
      required++
      requiredIdf += idf[i]!
      weight += idf[i]!
      if (value > 0) matchedIdf += idf[i]!
    } else if (value > 0) weight += idf[i]!
    earned += idf[i]! * value
  })
  if (matchedIdf === 0) return 0
  const coverage = matchedIdf / requiredIdf
  return (earned / weight) * coverage ** coverageExponent(required)
}

export function rankDetailed(source: RankSource, terms: readonly QueryTerm[], quality: (q: QueryTerm, token: string) => number): Ranking {
  if (!terms.some((t) => !t.optional)) return { scored: [], idf: [] }
  const perTerm = terms.map((q) => {
    const matches = popular(candidates(q, source.vocabulary(q), quality), source)
    const best = new Map<number, number>()
    let df = 0
    for (const { token, quality: value } of matches) {
      const postings = source.postings(token)
      if (value >= QUALITY.variant) df = Math.max(df, postings.length)
      for (const posting of postings) {
        const v = value * fieldValue(posting, source.textLength(posting.doc), source.averageTextLength)
        if (v > (best.get(posting.doc) ?? 0)) best.set(posting.doc, v)
      }
    }
    if (df === 0) df = Math.max(1, ...matches.map((m) => source.postings(m.token).length))
    return { best, idf: Math.log(1 + source.docCount / df) }
  })
  const idf = perTerm.map((t) => t.idf)
  const docs = new Set<number>()
  for (const t of perTerm) for (const doc of t.best.keys()) docs.add(doc)

  const scored: Scored[] = []
  for (const doc of docs) {
    const values = perTerm.map((t) => t.best.get(doc) ?? 0)
    const score = combine(values, idf, terms)
    if (score > 0) scored.push({ doc, score, values, bonus: 0 })
  }
  scored.sort((a, b) => b.score - a.score)

  for (const entry of scored.slice(0, BONUS_CANDIDATES)) {
    for (const phrase of source.phrases(entry.doc)) {
      const cover = phraseCover(terms, phrase.tokens, quality)
      if (!cover) continue
      const value = FIELD_WEIGHT[phrase.field] * (COVER_BONUS * cover.covered + (cover.inOrder ? ORDER_BONUS : 0))
      if (value > entry.bonus) entry.bonus = value
    }
    entry.score += entry.bonus
  }
  scored.sort((a, b) => b.score - a.score)
  return { scored, idf }
}

export function rank(source: RankSource, terms: readonly QueryTerm[], quality: (q: QueryTerm, token: string) => number): Scored[] {
  return rankDetailed(source, terms, quality).scored
}

/** The tokens of a phrase as the ranking compares them: stop words out ("Theory of Computation"). */
export const phraseTokens = (text: string) => tokens(text).filter((t) => !isStopWord(t))
