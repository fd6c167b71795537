'use client'

import { useCallback, useEffect, useState } from 'react'
import { loadSearchIndex } from '@/lib/search/load-index'
import type { FullTextSearch } from '@/lib/search/query'

export type SearchIndexState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; search: FullTextSearch }

/** The full-text index: fetched on first use (the dialog's first open), then cached for the session. */
export function useSearchIndex(): SearchIndexState & { retry: () => void } {
  const [state, setState] = useState<SearchIndexState>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let live = true
    loadSearchIndex().then(
      (search) => live && setState({ status: 'ready', search }),
      (error: unknown) => {
        console.warn('Search index failed to load', error)
        if (live) setState({ status: 'error' })
      },
    )
    return () => {
      live = false
    }
  }, [attempt])
  const retry = useCallback(() => {
    setState({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])
  return { ...state, retry }
}
