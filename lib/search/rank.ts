/**
 * The one relevance ranking of search, used alike for the catalogue (links, subjects, fields, themes:
 * in the bundle, no network) and for the full text (pages, sections, named results: from the index
 * shards), so that their scores compare and the best match comes first whatever it is.
 *
 * For each query word, a document earns the best of its matches: the field it matched in (a name, the
 * title or heading or the theorem's name, counts most; keywords such as a field's topics or the terms a
 * section sets in bold next; a description little; the prose least, saturating with repetition as in BM25)
 * times the match's quality (exact, prefix, typo). Words are weighted by rarity (idf), a document missing
 * a word pays for it squared, and a name that the query covers, in order, earns a bonus: "data
 * structures" is the title Data Structures, not a page that mentions both words. Pure.
 */
import type { FieldName } from './index-format'
import { QUALITY, type QueryTerm } from './match'
import { isStopWord, tokens } from './tokenize'

export const FIELD_WEIGHT: Record<FieldName, number> = { name: 1, keywords: 0.65, context: 0.3, text: 0.3 }
const FIELDS = Object.keys(FIELD_WEIGHT) as FieldName[]
const FIELD_BITS: Record<FieldName, number> = { name: 1, keywords: 2, context: 4, text: 8 }
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
    if ((posting.mask & FIELD_BITS[field]) === 0) continue
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

export function rank(source: RankSource, terms: readonly QueryTerm[], quality: (q: QueryTerm, token: string) => number): Scored[] {
  const required = terms.filter((t) => !t.optional)
  if (required.length === 0) return []
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
    return { q, best, idf: Math.log(1 + source.docCount / df) }
  })
  const requiredIdf = perTerm.filter((t) => !t.q.optional).reduce((n, t) => n + t.idf, 0)
  const exponent = coverageExponent(required.length)
  const docs = new Set<number>()
  for (const t of perTerm) for (const doc of t.best.keys()) docs.add(doc)

  const scored: Scored[] = []
  for (const doc of docs) {
    let earned = 0
    let matchedIdf = 0
    let weight = requiredIdf
    for (const t of perTerm) {
      const value = t.best.get(doc)
      if (value === undefined) continue
      earned += t.idf * value
      if (t.q.optional) weight += t.idf
      else matchedIdf += t.idf
    }
    if (matchedIdf === 0) continue
    const coverage = matchedIdf / requiredIdf
    scored.push({ doc, score: (earned / weight) * coverage ** exponent })
  }
  scored.sort((a, b) => b.score - a.score)

  for (const entry of scored.slice(0, BONUS_CANDIDATES)) {
    let bonus = 0
    for (const phrase of source.phrases(entry.doc)) {
      const cover = phraseCover(terms, phrase.tokens, quality)
      if (!cover) continue
      const value = FIELD_WEIGHT[phrase.field] * (COVER_BONUS * cover.covered + (cover.inOrder ? ORDER_BONUS : 0))
      if (value > bonus) bonus = value
    }
    entry.score += bonus
  }
  return scored.sort((a, b) => b.score - a.score)
}

/** The tokens of a phrase as the ranking compares them: stop words out ("Theory of Computation"). */
export const phraseTokens = (text: string) => tokens(text).filter((t) => !isStopWord(t))
