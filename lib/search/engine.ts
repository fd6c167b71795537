/**
 * Search as the dialog uses it: the catalogue answers every keystroke at once, from the bundle; the full
 * text joins as soon as the shards the query needs are here. `answer` is synchronous (what can be said
 * now), `prepare` fetches what the query still needs. Runs unchanged in Node for tests and the bench.
 */
import { catalogueEntries, catalogueSource, type CommandEntry } from './catalogue-items'
import { FullTextIndex, type JsonLoader } from './full-text'
import type { SearchLocale } from './index-format'
import { matchQuality, parseQuery } from './match'
import { rankDetailed, type RankSource } from './rank'
import { emptyGroups, rankedGroups, withPageEvidence, type ResultGroup } from './results'

export interface Answer {
  query: string
  groups: ResultGroup[]
  /** False while the full text for this query is still on its way (or unavailable). */
  complete: boolean
}

export class SearchEngine {
  private catalogue?: RankSource
  private index?: FullTextIndex
  private opening?: Promise<FullTextIndex>

  constructor(
    private readonly locale: SearchLocale,
    private readonly load: JsonLoader,
    readonly entries: readonly CommandEntry[] = catalogueEntries(),
  ) {}

  /** Fetches the index metadata (once; a failure is forgotten so a retry fetches again). */
  open(): Promise<FullTextIndex> {
    if (!this.opening) {
      this.opening = FullTextIndex.open(this.locale, this.load).then((index) => (this.index = index))
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
    await index.ensure(parseQuery(query))
  }

  answer(query: string): Answer {
    const terms = parseQuery(query)
    if (terms.length === 0) return { query, groups: query.trim() ? [] : emptyGroups(this.entries), complete: true }
    this.catalogue ??= catalogueSource(this.entries)
    const catalogue = rankDetailed(this.catalogue, terms, matchQuality)
    const complete = this.index !== undefined && this.index.missingShards(terms).length === 0
    if (!complete) return { query, groups: rankedGroups(this.entries, catalogue.scored), complete }
    const fullText = this.index!.search(terms)
    return { query, groups: rankedGroups(this.entries, withPageEvidence(this.entries, catalogue, fullText, terms), fullText), complete }
  }

  /** The text of a full-text document, for its excerpt. */
  text(doc: number): Promise<string> {
    return this.open().then((index) => index.text(doc))
  }
}
