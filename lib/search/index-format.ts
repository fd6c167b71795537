/**
 * The search index as files, built at build time and fetched by the browser piece by piece:
 *
 *   /search/{locale}/meta.json        pages (route, title, description), documents (page, kind, name, tag,
 *                                     text length, and the anchors that cannot be derived) and the shard
 *                                     boundaries: fetched once, on the first query (about 25 KB gzip)
 *   /search/{locale}/terms-{n}.json   the postings of every term whose first two letters fall in shard n:
 *                                     a query fetches only the shards of its own words, once each
 *   /search/{locale}/text-{p}.json    the opening of each of page p's documents, for the excerpts of the
 *                                     results shown
 *
 * A posting is two numbers: the document id as a delta from the previous one, and a code whose low four
 * bits say which fields hold the term (name, keywords, context, text) and whose high bits count its
 * occurrences in the text (capped). Scores are computed in the browser from these, so the ranking can
 * change without changing the format. The browser checks each file's shape as it arrives (`parseMeta`,
 * `parseShard`, `parseTexts`: a stale or damaged file is an error the dialog reports, never a crash); zod
 * would do the same at the cost of a 23 KB chunk in the dialog's first download.
 */

/** One index per language, named by its tag (lib/i18n/locales.ts): the English pages, the Arabic, the Chinese. */
export const SEARCH_LOCALES = ['en-US', 'ar', 'zh-CN'] as const
export type SearchLocale = (typeof SEARCH_LOCALES)[number]
export const INDEX_VERSION = 2

export const searchDir = (locale: SearchLocale) => `/search/${locale}`
export const metaPath = (locale: SearchLocale) => `${searchDir(locale)}/meta.json`
export const shardPath = (locale: SearchLocale, shard: number) => `${searchDir(locale)}/terms-${shard}.json`
export const textPath = (locale: SearchLocale, page: number) => `${searchDir(locale)}/text-${page}.json`

export const FIELD = { name: 1, keywords: 2, context: 4, text: 8 } as const
export type FieldName = keyof typeof FIELD
export const MAX_TF = 15

export const encodePosting = (mask: number, tf: number) => mask | (Math.min(tf, MAX_TF) << 4)
export const postingMask = (code: number) => code & 15
export const postingTf = (code: number) => code >> 4

export type DocKind = 'page' | 'section' | 'block'

/** Document kinds, one letter each in the file: page, section, named block. */
export const KIND_CODES = { page: 'p', section: 's', block: 'b' } as const

export interface SearchMeta {
  version: typeof INDEX_VERSION
  locale: SearchLocale
  /** [route, title, description] per page. */
  pages: [route: string, title: string, description: string][]
  /** Columns, one entry per document id; a page's documents are contiguous, the page's own first. */
  docs: {
    page: number[]
    /** One letter per document (KIND_CODES). */
    kind: string
    name: string[]
    /** "Theorem 5" for a named block, "" otherwise. */
    tag: string[]
    /** The anchor where `defaultAnchors` would not give it, "" where it does. */
    anchor: string[]
    textLength: number[]
  }
  /** The first key of each shard, ascending; shard 0 starts at the smallest key. */
  shards: string[]
}

/** term → [doc delta, code, doc delta, code, ...] */
export type SearchShard = Record<string, number[]>

class IndexFileError extends Error {
  constructor(file: string, problem: string) {
    super(`search index ${file}: ${problem}`)
    this.name = 'IndexFileError'
  }
}

const isIndex = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v >= 0
const strings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')
const indexes = (v: unknown): v is number[] => Array.isArray(v) && v.every(isIndex)

export function parseMeta(json: unknown): SearchMeta {
  const meta = json as SearchMeta
  const fail = (problem: string) => new IndexFileError('meta', problem)
  if (!meta || typeof meta !== 'object') throw fail('not an object')
  if (meta.version !== INDEX_VERSION) throw fail(`version ${String(meta.version)}, expected ${INDEX_VERSION}`)
  if (!SEARCH_LOCALES.includes(meta.locale)) throw fail(`unknown locale ${String(meta.locale)}`)
  if (!Array.isArray(meta.pages) || !meta.pages.every((p) => strings(p) && p.length === 3 && p[0]!.startsWith('/'))) throw fail('bad pages')
  const { docs } = meta
  if (!docs || !indexes(docs.page) || typeof docs.kind !== 'string' || !strings(docs.name) || !strings(docs.tag) || !strings(docs.anchor) || !indexes(docs.textLength)) {
    throw fail('bad document columns')
  }
  const n = docs.page.length
  if (![docs.kind.length, docs.name.length, docs.tag.length, docs.anchor.length, docs.textLength.length].every((l) => l === n)) throw fail('columns differ in length')
  if (docs.page.some((p) => p >= meta.pages.length)) throw fail('a document points past the pages')
  if (!strings(meta.shards) || meta.shards.length === 0) throw fail('bad shard boundaries')
  return meta
}

export function parseShard(json: unknown): SearchShard {
  if (!json || typeof json !== 'object' || Array.isArray(json)) throw new IndexFileError('shard', 'not an object')
  for (const postings of Object.values(json)) {
    if (!indexes(postings) || postings.length % 2 !== 0) throw new IndexFileError('shard', 'bad postings')
  }
  return json as SearchShard
}

export function parseTexts(json: unknown): string[] {
  if (!strings(json)) throw new IndexFileError('text', 'not a list of strings')
  return json
}

/** Texts are kept to their opening for excerpts: about two lines of a result. */
export const EXCERPT_SOURCE_CHARS = 320

/** The opening of a text, cut at a word. */
export function opening(text: string, max = EXCERPT_SOURCE_CHARS): string {
  if (text.length <= max) return text
  const cut = text.lastIndexOf(' ', max)
  return text.slice(0, cut > max / 2 ? cut : max)
}

/**
 * The anchors a page's documents get by default, in order: a named block its numbered id
 * ("Theorem 5" → theorem-5, as lib/mdx/numbered-blocks.mjs writes it), a section the slug of its heading
 * (lower case, punctuation out, spaces to hyphens, repeats numbered, as github-slugger does for plain
 * headings). The builder stores only the anchors that differ (headings with math or unusual characters,
 * blocks with an id of their own), so the reader derives the rest with this same function.
 */
export function defaultAnchors(docs: readonly { kind: DocKind; name: string; tag: string }[]): string[] {
  const seen = new Map<string, number>()
  return docs.map((doc) => {
    if (doc.kind === 'page') return ''
    if (doc.kind === 'block') return doc.tag.toLowerCase().replace(' ', '-')
    const base = doc.name.toLowerCase().replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '').replace(/ /g, '-')
    let slug = base
    while (seen.has(slug)) {
      const n = seen.get(base)! + 1
      seen.set(base, n)
      slug = `${base}-${n}`
    }
    seen.set(slug, 0)
    return slug
  })
}

/** The key a term is filed under: its first two letters. */
export const shardKey = (term: string) => term.slice(0, 2)

/** The shard that holds `term`: the last shard whose first key is not after the term's key. */
export function shardOf(term: string, boundaries: readonly string[]): number {
  const key = shardKey(term)
  let lo = 0
  let hi = boundaries.length - 1
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1
    if (boundaries[mid]! <= key) lo = mid
    else hi = mid - 1
  }
  return lo
}
