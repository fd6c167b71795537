/**
 * The full-text index in the browser: the metadata once, then only the term shards a query's words
 * need, each fetched once and kept; page texts for excerpts on demand. Nothing is indexed here: the
 * files are read as built (lib/search/build-index.ts). The same class runs in Node for tests and the
 * bench, with a loader that reads files instead of fetching them.
 */
import {
  defaultAnchors,
  KIND_CODES,
  metaPath,
  parseMeta,
  parseShard,
  parseTexts,
  postingMask,
  postingTf,
  shardOf,
  shardPath,
  textPath,
  type SearchLocale,
  type SearchMeta,
  type SearchShard,
} from './index-format'
import type { DocKind } from './index-format'
import type { QueryTerm } from './match'
import { matchQuality } from './match'
import { isCjk } from './tokenize'
import { phraseTokens, rank, type Phrase, type Posting, type RankSource } from './rank'

export type JsonLoader = (path: string) => Promise<unknown>

const KINDS = Object.fromEntries(Object.entries(KIND_CODES).map(([kind, code]) => [code, kind as DocKind]))

export interface DocInfo {
  id: number
  kind: DocKind
  route: string
  /** route#anchor, or the route for a page. */
  href: string
  pageTitle: string
  /** Heading, block title, or page title. */
  name: string
  /** "Theorem 5 (Savitch's theorem)", the heading, or the page title. */
  label: string
  /** A page's description; a block's section heading. */
  context: string
}

export interface DocHit extends DocInfo {
  score: number
  /** Per query word, what the document earned for it (see rank.ts). */
  values: number[]
}

/** Shards are keyed by two letters: a word still one letter long waits for its second. */
const searchable = (q: QueryTerm) => q.term.length >= 2 || !q.typing || isCjk(q.term)

export class FullTextIndex {
  private readonly shards = new Map<number, SearchShard>()
  private readonly pending = new Map<number, Promise<void>>()
  private readonly decoded = new Map<string, Posting[]>()
  private readonly texts = new Map<number, Promise<string[]>>()
  private readonly phraseCache = new Map<number, Phrase[]>()
  private readonly averageTextLength: number
  /** Per document, the id of its page's own document (the first of the page). */
  private readonly pageDoc: number[]
  private readonly anchors: string[] = []
  private readonly contexts: string[] = []

  private constructor(
    readonly locale: SearchLocale,
    private readonly meta: SearchMeta,
    private readonly load: JsonLoader,
  ) {
    const lengths = meta.docs.textLength
    this.averageTextLength = lengths.reduce((n, l) => n + l, 0) / Math.max(1, lengths.length)
    const firstOfPage = new Map<number, number>()
    this.pageDoc = meta.docs.page.map((page, id) => {
      if (!firstOfPage.has(page)) firstOfPage.set(page, id)
      return firstOfPage.get(page)!
    })
    // Anchors the builder left out are derived; a block's context is the heading of the section it is in.
    const { docs } = meta
    const kindOf = (id: number) => KINDS[docs.kind[id]!] ?? 'section'
    meta.pages.forEach(([, , description], page) => {
      const first = firstOfPage.get(page)
      if (first === undefined) return
      let end = first
      while (end < docs.page.length && docs.page[end] === page) end++
      const ids = Array.from({ length: end - first }, (_, i) => first + i)
      const derived = defaultAnchors(ids.map((id) => ({ kind: kindOf(id), name: docs.name[id]!, tag: docs.tag[id]! })))
      let section = ''
      ids.forEach((id, i) => {
        this.anchors[id] = docs.anchor[id] || derived[i]!
        const kind = kindOf(id)
        if (kind === 'section') section = docs.name[id]!
        this.contexts[id] = kind === 'page' ? description : kind === 'block' ? section : ''
      })
    })
  }

  static async open(locale: SearchLocale, load: JsonLoader): Promise<FullTextIndex> {
    return new FullTextIndex(locale, parseMeta(await load(metaPath(locale))), load)
  }

  get docCount() {
    return this.meta.docs.page.length
  }

  /**
   * The routes of the pages indexed in full (with sections of their own). In Arabic or Chinese these are
   * the translated pages; every other page is there by its title and topics alone.
   */
  get translatedRoutes(): ReadonlySet<string> {
    this.fullRoutes ??= new Set(this.meta.docs.page.flatMap((page, id) => (id > 0 && this.meta.docs.page[id - 1] === page ? [this.meta.pages[page]![0]] : [])))
    return this.fullRoutes
  }

  private fullRoutes?: ReadonlySet<string>

  /** The shards the words need that are not here yet. */
  missingShards(terms: readonly QueryTerm[]): number[] {
    const needed = new Set(terms.filter(searchable).map((q) => shardOf(q.term, this.meta.shards)))
    return [...needed].filter((s) => !this.shards.has(s))
  }

  /** Fetches the shards the words need (each once; a failed fetch is retried on the next call). */
  async ensure(terms: readonly QueryTerm[]): Promise<void> {
    await Promise.all(this.missingShards(terms).map((s) => this.loadShard(s)))
  }

  private loadShard(shard: number): Promise<void> {
    let pending = this.pending.get(shard)
    if (!pending) {
      pending = this.load(shardPath(this.locale, shard)).then((json) => {
        this.shards.set(shard, parseShard(json))
      })
      pending.catch(() => this.pending.delete(shard))
      this.pending.set(shard, pending)
    }
    return pending
  }

  doc(id: number): DocInfo {
    const { docs, pages } = this.meta
    const [route, pageTitle] = pages[docs.page[id]!]!
    const anchor = this.anchors[id] ?? ''
    const name = docs.name[id]!
    const tag = docs.tag[id]!
    return {
      id,
      kind: KINDS[docs.kind[id]!] ?? 'section',
      route,
      href: anchor ? `${route}#${anchor}` : route,
      pageTitle,
      name,
      label: tag ? `${tag} (${name})` : name,
      context: this.contexts[id] ?? '',
    }
  }

  private postings(token: string): Posting[] {
    let list = this.decoded.get(token)
    if (list) return list
    const raw = this.shards.get(shardOf(token, this.meta.shards))?.[token]
    list = []
    if (raw) {
      let doc = 0
      for (let i = 0; i + 1 < raw.length; i += 2) {
        doc += raw[i]!
        list.push({ doc, mask: postingMask(raw[i + 1]!), tf: postingTf(raw[i + 1]!) })
      }
    }
    this.decoded.set(token, list)
    return list
  }

  private source(): RankSource {
    return {
      docCount: this.docCount,
      averageTextLength: this.averageTextLength,
      vocabulary: (q) => (searchable(q) ? Object.keys(this.shards.get(shardOf(q.term, this.meta.shards)) ?? {}) : []),
      postings: (token) => this.postings(token),
      textLength: (doc) => this.meta.docs.textLength[doc] ?? 0,
      phrases: (doc) => {
        let phrases = this.phraseCache.get(doc)
        if (!phrases) this.phraseCache.set(doc, (phrases = [{ field: 'name', tokens: phraseTokens(this.meta.docs.name[doc]!) }]))
        return phrases
      },
    }
  }

  /** Documents matching the words, best first, over the shards already here (call `ensure` first). */
  search(terms: readonly QueryTerm[]): DocHit[] {
    return rank(this.source(), terms, matchQuality).map(({ doc, score, values }) => ({ ...this.doc(doc), score, values }))
  }

  /** The texts of a page's documents, for excerpts (fetched once per page). */
  pageTexts(page: number): Promise<string[]> {
    let pending = this.texts.get(page)
    if (!pending) {
      pending = this.load(textPath(this.locale, page)).then(parseTexts)
      pending.catch(() => this.texts.delete(page))
      this.texts.set(page, pending)
    }
    return pending
  }

  /** The text of one document (its page's texts are fetched on first use). */
  async text(id: number): Promise<string> {
    const page = this.meta.docs.page[id]!
    return (await this.pageTexts(page))[id - (this.pageDoc[id] ?? id)] ?? ''
  }
}
