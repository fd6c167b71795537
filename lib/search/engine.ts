/**
 * Search as the dialog uses it: the catalogue answers every keystroke at once, from the bundle; the full
 * text joins as soon as the shards the query needs are here. `answer` is synchronous (what can be said
 * now), `prepare` fetches what the query still needs. Runs unchanged in Node for tests and the bench.
 *
 * In Arabic or Chinese the engine reads that language's index (its translated pages, and every other page
 * by its translated title and topics) and the English one as a fallback: English hits on pages the
 * language has not translated are listed in a group of their own, and lift the fields they belong to.
 */
import { catalogueEntries, catalogueSource, type CommandEntry } from './catalogue-items'
import { FullTextIndex, type DocHit, type JsonLoader } from './full-text'
import type { SearchLocale } from './index-format'
import { matchQuality, parseQuery, type QueryTerm } from './match'
import { rankDetailed, type RankSource } from './rank'
import { emptyGroups, fallbackGroup, rankedGroups, withPageEvidence, type ResultGroup } from './results'

export interface Answer {
  query: string
  groups: ResultGroup[]
  /** False while the full text for this query is still on its way (or unavailable). */
  complete: boolean
}

const FALLBACK: SearchLocale = 'en-US'

export class SearchEngine {
  private catalogue?: RankSource
  private index?: FullTextIndex
  private fallback?: FullTextIndex
  private opening?: Promise<FullTextIndex>
  private items: readonly CommandEntry[]
  private readonly itemsLoading?: Promise<readonly CommandEntry[]>

  constructor(
    private readonly locale: SearchLocale,
    private readonly load: JsonLoader,
    entries: readonly CommandEntry[] | Promise<readonly CommandEntry[]> = catalogueEntries(),
  ) {
    if (Array.isArray(entries)) this.items = entries
    else {
      this.items = []
      this.itemsLoading = (entries as Promise<readonly CommandEntry[]>).then((list) => {
        this.items = list
        this.catalogue = undefined
        return list
      })
    }
  }

  /** The catalogue's items (empty until another language's catalogue has arrived). */
  get entries(): readonly CommandEntry[] {
    return this.items
  }

  /** Fetches the index metadata (once; a failure is forgotten so a retry fetches again). */
  open(): Promise<FullTextIndex> {
    if (!this.opening) {
      const own = FullTextIndex.open(this.locale, this.load)
      const english = this.locale === FALLBACK ? undefined : FullTextIndex.open(FALLBACK, this.load)
      this.opening = Promise.all([own, english, this.itemsLoading]).then(([index, fallback]) => {
        this.fallback = fallback
        return (this.index = index)
      })
      this.opening.catch(() => (this.opening = undefined))
    }
    return this.opening
  }

  get ready(): boolean {
    return this.index !== undefined
  }

  /** Fetches the metadata and the shards `query` needs. */
  async prepare(query: string): Promise<void> {
    const index = await this.open()
    const terms = parseQuery(query)
    await Promise.all([index.ensure(terms), this.fallback?.ensure(terms)])
  }

  /** English hits on pages this language has not translated, their ids after this language's own. */
  private fallbackHits(terms: readonly QueryTerm[]): DocHit[] {
    if (!this.fallback || !this.index) return []
    const translated = this.index.translatedRoutes
    const offset = this.index.docCount
    return this.fallback.search(terms).flatMap((hit) => (translated.has(hit.route) ? [] : [{ ...hit, id: hit.id + offset }]))
  }

  answer(query: string): Answer {
    const terms = parseQuery(query)
    if (terms.length === 0) return { query, groups: query.trim() ? [] : emptyGroups(this.items), complete: true }
    this.catalogue ??= catalogueSource(this.items)
    const catalogue = rankDetailed(this.catalogue, terms, matchQuality)
    const complete = this.index !== undefined && [this.index, this.fallback].every((i) => !i || i.missingShards(terms).length === 0)
    if (!complete) return { query, groups: rankedGroups(this.items, catalogue.scored), complete }
    const fullText = this.index!.search(terms)
    const english = this.fallbackHits(terms)
    const groups = rankedGroups(this.items, withPageEvidence(this.items, catalogue, [...fullText, ...english], terms), fullText)
    const fallback = fallbackGroup(english, Math.max(0, ...groups.flatMap((g) => g.items.map((i) => i.score))))
    return { query, groups: fallback ? [...groups, fallback] : groups, complete }
  }

  /** The text of a full-text document, for its excerpt. */
  async text(doc: number): Promise<string> {
    const index = await this.open()
    return doc >= index.docCount && this.fallback ? this.fallback.text(doc - index.docCount) : index.text(doc)
  }
}
