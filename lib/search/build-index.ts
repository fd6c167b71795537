/**
 * Builds the search index files (see index-format.ts) from the documents of content/. Runs at build
 * time in the route that emits /search/**, and in the tests and the bench; the browser never indexes.
 */
import type { SearchDocument } from './documents'
import {
  defaultAnchors,
  encodePosting,
  FIELD,
  INDEX_VERSION,
  KIND_CODES,
  opening,
  shardKey,
  shardOf,
  type FieldName,
  type SearchLocale,
  type SearchMeta,
  type SearchShard,
} from './index-format'
import { compounds, definedAcronyms, isCjk, isStopWord, tokens } from './tokenize'

/** About this many postings per shard: a few kilobytes gzipped each. */
export const SHARD_POSTINGS = 3500

export interface BuiltIndex {
  meta: SearchMeta
  shards: SearchShard[]
  /** Per page, the text of each of its documents, in document order. */
  texts: string[][]
}

/** Text terms worth indexing: no stop words, no single letters (a Chinese character is a word), no bare numbers. */
const keepTextTerm = (t: string) => (t.length > 1 || isCjk(t)) && !isStopWord(t) && !/^\d+$/.test(t)
/** Name and keyword terms: short fields keep single letters ("P versus NP") and numbers. */
const keepNameTerm = (t: string) => !isStopWord(t)

/** The terms of one document by field, with the text's term counts. */
export function documentTerms(doc: SearchDocument): { fields: Map<string, number>; tf: Map<string, number>; textLength: number } {
  const fields = new Map<string, number>()
  const add = (term: string, field: FieldName) => fields.set(term, (fields.get(term) ?? 0) | FIELD[field])
  for (const t of [...tokens(doc.name), ...compounds(doc.name)]) if (keepNameTerm(t)) add(t, 'name')
  for (const keyword of doc.keywords) for (const t of [...tokens(keyword), ...compounds(keyword)]) if (keepNameTerm(t)) add(t, 'keywords')
  for (const { acronym } of definedAcronyms(doc.text)) add(acronym, 'keywords')
  for (const t of tokens(`${doc.context} ${doc.scope}`)) if (keepTextTerm(t)) add(t, 'context')
  const tf = new Map<string, number>()
  const text = tokens(doc.text)
  for (const t of text) {
    if (!keepTextTerm(t)) continue
    tf.set(t, (tf.get(t) ?? 0) + 1)
    add(t, 'text')
  }
  return { fields, tf, textLength: text.length }
}

/** Contiguous runs of two-letter keys, each holding about `target` postings. */
export function shardBoundaries(postingsPerKey: Map<string, number>, target = SHARD_POSTINGS): string[] {
  const keys = [...postingsPerKey.keys()].sort()
  const boundaries: string[] = []
  let load = Infinity
  for (const key of keys) {
    const n = postingsPerKey.get(key)!
    if (load + n > target && load > 0) {
      boundaries.push(key)
      load = 0
    }
    load += n
  }
  return boundaries.length ? boundaries : ['']
}

export function buildSearchIndex(locale: SearchLocale, docs: readonly SearchDocument[]): BuiltIndex {
  const pages: SearchMeta['pages'] = []
  const texts: string[][] = []
  const meta: SearchMeta = {
    version: INDEX_VERSION,
    locale,
    pages,
    docs: { page: [], kind: '', name: [], tag: [], anchor: [], textLength: [] },
    shards: [],
  }
  const byPage = new Map<string, SearchDocument[]>()
  for (const doc of docs) byPage.set(doc.route, [...(byPage.get(doc.route) ?? []), doc])
  const postings = new Map<string, number[][]>()
  let id = 0
  for (const [route, pageDocs] of byPage) {
    if (pageDocs[0]?.kind !== 'page') throw new Error(`search index: ${route} must start with its page document`)
    const page = pages.push([route, pageDocs[0].name, pageDocs[0].context]) - 1
    texts.push(pageDocs.map((d) => opening(d.text)))
    const derived = defaultAnchors(pageDocs.map((d) => ({ kind: d.kind, name: d.name, tag: d.tag ?? '' })))
    pageDocs.forEach((doc, i) => {
      const { fields, tf, textLength } = documentTerms(doc)
      meta.docs.page.push(page)
      meta.docs.kind += KIND_CODES[doc.kind]
      meta.docs.name.push(doc.name)
      meta.docs.tag.push(doc.tag ?? '')
      meta.docs.anchor.push(doc.anchor && doc.anchor !== derived[i] ? doc.anchor : '')
      meta.docs.textLength.push(textLength)
      for (const [term, mask] of fields) {
        let list = postings.get(term)
        if (!list) postings.set(term, (list = []))
        list.push([id, encodePosting(mask, tf.get(term) ?? 0)])
      }
      id++
    })
  }

  const perKey = new Map<string, number>()
  for (const [term, list] of postings) perKey.set(shardKey(term), (perKey.get(shardKey(term)) ?? 0) + list.length)
  meta.shards = shardBoundaries(perKey)
  const shards: SearchShard[] = meta.shards.map(() => ({}))
  for (const term of [...postings.keys()].sort()) {
    let previous = 0
    shards[shardOf(term, meta.shards)]![term] = postings.get(term)!.flatMap(([id, code]) => {
      const delta = id! - previous
      previous = id!
      return [delta, code!]
    })
  }
  return { meta, shards, texts }
}
