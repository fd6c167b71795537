/**
 * Full-text search over the index file with flexsearch: pages by title, description and keywords;
 * sections by heading and text. At most 5 page and 5 section results (spec), full tokenization so a
 * query matches inside words, and a result cache of 100 queries.
 */
import { Index } from 'flexsearch'
import type { SearchIndexFile } from './index-file'

export const MAX_PAGE_RESULTS = 5
export const MAX_SECTION_RESULTS = 5
const CACHE_SIZE = 100

export interface PageHit {
  route: string
  title: string
  description: string
}

export interface SectionHit {
  /** `route#anchor` */
  href: string
  pageTitle: string
  heading: string
  excerpt: string
}

export interface SearchResults {
  pages: PageHit[]
  sections: SectionHit[]
}

export interface FullTextSearch {
  search(query: string): SearchResults
}

/** A short excerpt of `text` around the first query word it contains (or its start). */
export function excerpt(text: string, query: string, width = 140): string {
  const lower = text.toLowerCase()
  const words = query.toLowerCase().split(/\s+/).filter(Boolean)
  const at = words.map((w) => lower.indexOf(w)).filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? 0
  const start = Math.max(0, at - Math.floor(width / 3))
  const end = Math.min(text.length, start + width)
  return `${start > 0 ? '…' : ''}${text.slice(start, end).trim()}${end < text.length ? '…' : ''}`
}

interface Store {
  pageIndex: Index
  sectionIndex: Index
  pages: PageHit[]
  sections: { href: string; pageTitle: string; heading: string; text: string }[]
}

function emptyStore(): Store {
  const options = { tokenize: 'full', cache: CACHE_SIZE } as const
  return { pageIndex: new Index(options), sectionIndex: new Index(options), pages: [], sections: [] }
}

/** Adds the index file to the store one entry at a time, yielding after each so callers can pace it. */
function* populate(file: SearchIndexFile, store: Store): Generator<void> {
  for (const [route, page] of Object.entries(file.pages)) {
    const id = store.pages.push({ route, title: page.title, description: page.description }) - 1
    store.pageIndex.add(id, [page.title, page.description, ...page.keywords].join(' '))
    yield
    for (const [href, section] of Object.entries(page.data)) {
      if (href === route) continue // the text before the first heading belongs to the page result
      const sid = store.sections.push({ href, pageTitle: page.title, heading: section.heading, text: section.text }) - 1
      store.sectionIndex.add(sid, `${section.heading} ${section.text}`)
      yield
    }
  }
}

/** Builds the search synchronously (tests, bench). */
export function createFullTextSearch(file: SearchIndexFile): FullTextSearch {
  const store = emptyStore()
  const steps = populate(file, store)
  while (steps.next().done !== true);
  return searcher(store)
}

/**
 * Builds the search in slices of about `sliceMs`, handing the main thread back between them, so the
 * dialog stays responsive (typing, Escape) while the index is prepared in the browser.
 */
export async function createFullTextSearchInSlices(file: SearchIndexFile, sliceMs = 12): Promise<FullTextSearch> {
  const store = emptyStore()
  const steps = populate(file, store)
  let done = false
  while (!done) {
    const start = performance.now()
    while (!done && performance.now() - start < sliceMs) done = steps.next().done === true
    if (!done) await new Promise((resolve) => setTimeout(resolve, 0))
  }
  return searcher(store)
}

function searcher({ pageIndex, sectionIndex, pages, sections }: Store): FullTextSearch {
  return {
    search(query) {
      const q = query.trim()
      if (!q) return { pages: [], sections: [] }
      // Every word must match; only when nothing does, fall back to partial matches (suggest).
      const find = (index: Index, limit: number) => {
        const strict = index.searchCache(q, { limit }) as number[]
        return strict.length > 0 ? strict : (index.searchCache(q, { limit, suggest: true }) as number[])
      }
      const pageIds = find(pageIndex, MAX_PAGE_RESULTS)
      const sectionIds = find(sectionIndex, MAX_SECTION_RESULTS)
      return {
        pages: pageIds.flatMap((id) => pages[id] ?? []),
        sections: sectionIds.flatMap((id) => {
          const s = sections[id]
          return s ? [{ href: s.href, pageTitle: s.pageTitle, heading: s.heading, excerpt: excerpt(s.text, q) }] : []
        }),
      }
    },
  }
}
