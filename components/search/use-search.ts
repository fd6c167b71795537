'use client'

import { useCallback, useEffect, useMemo, useState } from 'react'
import { useLocale, useTranslations } from 'use-intl'
import { loadLocalizedSubjects } from '@/lib/catalogue/translations/load'
import { localeOfTag } from '@/lib/i18n/locales'
import { catalogueEntries, type EntryLabels } from '@/lib/search/catalogue-items'
import { SearchEngine } from '@/lib/search/engine'
import { SEARCH_LOCALES, type SearchLocale } from '@/lib/search/index-format'
import type { ResultGroup } from '@/lib/search/results'

async function fetchJson(path: string): Promise<unknown> {
  const res = await fetch(path)
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`)
  return res.json()
}

/**
 * One engine per language and page session: the index metadata and every shard fetched stay cached across
 * opens. Another language's engine loads that language's catalogue (a chunk of its own) with its index.
 */
const engines = new Map<SearchLocale, SearchEngine>()

function engineFor(locale: SearchLocale, labels: () => EntryLabels): SearchEngine {
  let engine = engines.get(locale)
  if (!engine) {
    const entries = locale === 'en-US' ? undefined : loadLocalizedSubjects(localeOfTag(locale)).then((subjects) => catalogueEntries(subjects, labels()))
    engine = new SearchEngine(locale, fetchJson, entries)
    engines.set(locale, engine)
  }
  return engine
}

/** The engine of the page's language. */
export function useSearchEngine(): SearchEngine {
  const tag = useLocale()
  const sections = useTranslations('sections')
  const search = useTranslations('search')
  const locale = SEARCH_LOCALES.find((l) => l === tag) ?? 'en-US'
  return engineFor(locale, () => ({ link: (key) => sections(key), subjectHint: (count) => search('subjectHint', { count }) }))
}

/** Forgets everything fetched (tests). */
export function resetSearchEngine() {
  engines.clear()
}

export type IndexStatus = 'loading' | 'error' | 'ready'

export interface SearchView {
  /** The query these groups answer. */
  query: string
  groups: ResultGroup[]
  /** The full text for this query is still on its way. */
  busy: boolean
  status: IndexStatus
  retry: () => void
}

/**
 * Results for `query`: the catalogue at once, the full text when its shards are here (fetched as the
 * query needs them). Each complete answer is timed from the keystroke (`performance.measure`, name
 * `search:results`), which the benchmark reads.
 */
export function useSearch(query: string): SearchView {
  const engine = useSearchEngine()
  const [status, setStatus] = useState<IndexStatus>(engine.ready ? 'ready' : 'loading')
  const [attempt, setAttempt] = useState(0)
  const [arrived, setArrived] = useState(0)

  useEffect(() => {
    let live = true
    engine.open().then(
      () => live && setStatus('ready'),
      (error: unknown) => {
        console.warn('Search index failed to load', error)
        if (live) setStatus('error')
      },
    )
    return () => {
      live = false
    }
  }, [engine, attempt])

  // `arrived` and `status` change when shards or the metadata land: the same query then answers more.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const answer = useMemo(() => engine.answer(query), [engine, query, arrived, status])

  useEffect(() => {
    if (answer.complete || status !== 'ready') return
    let live = true
    engine.prepare(query).then(
      () => live && setArrived((n) => n + 1),
      (error: unknown) => {
        console.warn('Search index failed to load', error)
        if (live) setStatus('error')
      },
    )
    return () => {
      live = false
    }
  }, [engine, answer, query, status])

  useEffect(() => {
    if (!answer.complete) return
    const started = typedAt.get(answer.query)
    if (started === undefined) return
    typedAt.delete(answer.query)
    const frame = requestAnimationFrame(() => performance.measure('search:results', { start: started, detail: answer.query }))
    return () => cancelAnimationFrame(frame)
  }, [answer])

  const retry = useCallback(() => {
    setStatus('loading')
    setAttempt((n) => n + 1)
  }, [])

  return { query: answer.query, groups: answer.groups, busy: !answer.complete && status !== 'error', status, retry }
}

/** When each query was typed (the input event's time), until its complete answer is on screen. */
const typedAt = new Map<string, number>()
export function noteKeystroke(query: string, at: number) {
  typedAt.set(query, at)
}

/** How long a query must stay unchanged before the excerpts of its results are fetched. */
const EXCERPT_DELAY_MS = 150

/**
 * The texts of the full-text results shown, for their excerpts: fetched (one small file per page) once
 * the query has rested for a moment, so typing does not fetch the texts of every passing result.
 */
export function useResultTexts(groups: readonly ResultGroup[]): ReadonlyMap<number, string> {
  const engine = useSearchEngine()
  const [texts, setTexts] = useState<ReadonlyMap<number, string>>(new Map())
  const wanted = groups.flatMap((g) => g.items.flatMap((i) => (i.doc !== undefined && !texts.has(i.doc) ? [i.doc] : [])))
  const key = wanted.join(',')
  useEffect(() => {
    if (!key) return
    let live = true
    const timer = setTimeout(() => {
      const docs = key.split(',').map(Number)
      Promise.all(docs.map((doc) => engine.text(doc).then((text) => [doc, text] as const))).then(
        (loaded) => live && setTexts((old) => new Map([...old, ...loaded])),
        () => {}, // an excerpt is a nicety: without it the result shows its context line
      )
    }, EXCERPT_DELAY_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [engine, key])
  return texts
}
