/**
 * Fetches and parses the search index once per page session: concurrent and later callers share the
 * same promise; a failure is not cached, so a retry fetches again.
 */
import { searchIndexPath, searchIndexSchema, type SearchLocale } from './index-file'
import { createFullTextSearchInSlices, type FullTextSearch } from './query'

const cache = new Map<SearchLocale, Promise<FullTextSearch>>()

export function loadSearchIndex(locale: SearchLocale = 'en-US', fetcher: typeof fetch = fetch): Promise<FullTextSearch> {
  let pending = cache.get(locale)
  if (!pending) {
    pending = fetcher(searchIndexPath(locale))
      .then((res) => {
        if (!res.ok) throw new Error(`search index: HTTP ${res.status}`)
        return res.json()
      })
      .then((json) => createFullTextSearchInSlices(searchIndexSchema.parse(json)))
    pending.catch(() => cache.delete(locale))
    cache.set(locale, pending)
  }
  return pending
}

/** Test helper: forget cached indexes. */
export function resetSearchIndexCache() {
  cache.clear()
}
