/**
 * How a query word matches an indexed term: exactly, as a prefix (the reader is still typing, or typed
 * a stem: "eigenv", "fouri"), or with a typo (one edit in words of five letters or more, two from eight:
 * "linaer", "thermodynamcis", "electromagnetsm"). Letters scattered across words never match, and short
 * words match whole words only ("RSA" is not in "universal"). Pure.
 */
import { isStopWord, stem, words } from './tokenize'

export interface QueryTerm {
  /** The word as typed, folded. */
  word: string
  /** Its index form (stemmed). */
  term: string
  /** The last word while it is still being typed: prefixes of it count fully. */
  typing: boolean
  /** A stop word kept only because it may be the start of a longer word: it never costs a match. */
  optional: boolean
}

/** Questions open with these. */
const QUESTION_WORDS = new Set(['how', 'what', 'why', 'when', 'where', 'which', 'who', 'whats', 'can', 'does', 'do', 'is', 'are'])
/**
 * Verbs that only phrase a question ("how do I solve…", "how does a laser work", "how do networks
 * learn"): dropped from questions, kept elsewhere ("work–energy theorem", "solve" as a page name).
 */
const QUESTION_VERBS = new Set(['solve', 'compute', 'calculate', 'work', 'works', 'working', 'use', 'used', 'learn', 'understand', 'do', 'make', 'made', 'prove', 'derive', 'know', 'happen', 'mean', 'means'])

/** The words of a query that carry meaning; stop words drop out unless nothing else is left. */
export function parseQuery(query: string): QueryTerm[] {
  let all = words(query)
  if (all.length === 0) return []
  if (all.length >= 3 && QUESTION_WORDS.has(all[0]!)) all = all.filter((w) => !QUESTION_VERBS.has(w))
  const typingLast = !/[\s\p{P}]$/u.test(query)
  const terms: QueryTerm[] = []
  const seen = new Set<string>()
  all.forEach((word, i) => {
    const typing = typingLast && i === all.length - 1
    const stop = isStopWord(word)
    const term = stem(word)
    if (seen.has(term)) return
    seen.add(term)
    terms.push({ word, term, typing, optional: stop })
  })
  const meaningful = terms.filter((t) => !t.optional)
  if (meaningful.length === 0) return terms.map((t) => ({ ...t, optional: false }))
  // A stop word that may still grow into a real word ("linear a|") stays, optional; others go.
  return terms.filter((t) => !t.optional || t.typing)
}

/** Optimal string alignment distance (Damerau–Levenshtein with adjacent swaps), or `max + 1` when over `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let prevPrev: number[] = []
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j)
  for (let i = 1; i <= a.length; i++) {
    const row = [i]
    let best = i
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let v = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prevPrev[j - 2]! + 1)
      row.push(v)
      if (v < best) best = v
    }
    if (best > max) return max + 1
    prevPrev = prev
    prev = row
  }
  return prev[b.length]!
}

export const QUALITY = { exact: 1, variant: 0.9, prefixBase: 0.62, prefixSpan: 0.3, typo1: 0.72, typo2: 0.5, typoPrefix: 0.5, ending: 0.52 } as const

const sharedPrefix = (a: string, b: string) => {
  let i = 0
  while (i < a.length && i < b.length && a[i] === b[i]) i++
  return i
}

/** How well `token` (an index term) answers the query term, from 0 (not at all) to 1 (exactly). */
export function matchQuality(q: QueryTerm, token: string): number {
  const { term, word } = q
  if (token === term || token === word) return QUALITY.exact
  const minPrefix = q.typing ? 1 : 4
  for (const stemOrWord of term === word ? [term] : [word, term]) {
    if (stemOrWord.length >= minPrefix && token.startsWith(stemOrWord)) {
      return QUALITY.prefixBase + (QUALITY.prefixSpan * stemOrWord.length) / token.length
    }
  }
  // A plural the stemmer left longer than its singular: "gases" → "gase" still finds "gas".
  if (token.length >= 3 && term.length === token.length + 1 && term.startsWith(token) && /[es]$/.test(term)) return QUALITY.variant
  if (term.length < 5 || /\d/.test(term)) return 0
  const max = term.length >= 8 ? 2 : 1
  const d = editDistance(term, token, max)
  if (d <= max) return d === 1 ? QUALITY.typo1 : QUALITY.typo2
  // Another ending of the same word: "amplify" and "amplifier", "conduction" and "conductor".
  if (token.length >= 5 && sharedPrefix(term, token) >= Math.max(5, Math.min(term.length, token.length) - 2)) return QUALITY.ending
  if (q.typing && token.length > term.length && editDistance(term, token.slice(0, term.length), 1) <= 1) return QUALITY.typoPrefix
  return 0
}

/** The index terms of `vocabulary` that match `q`, with their quality, best first. */
export function expand(q: QueryTerm, vocabulary: Iterable<string>): { token: string; quality: number }[] {
  const out: { token: string; quality: number }[] = []
  for (const token of vocabulary) {
    const quality = matchQuality(q, token)
    if (quality > 0) out.push({ token, quality })
  }
  return out.sort((a, b) => b.quality - a.quality)
}
