'use client'

import { LocaleLink as Link } from '@/components/locale-link.client'
import { useId, useState } from 'react'
import { useTranslations } from 'use-intl'

type Finder = typeof import('@/lib/field-search')

/**
 * Type a field or a topic ("Lagrange", "entropy") and jump to the field that covers it.
 *
 * The ranking and the catalogue it ranks (15 KB gzip) load when the box is first focused or typed in, not
 * with the home page.
 */
export function FieldFinder() {
  const t = useTranslations('search')
  const id = useId()
  const [query, setQuery] = useState('')
  const [finder, setFinder] = useState<Finder | null>(null)
  const load = () => {
    if (!finder) void import('@/lib/field-search').then((module) => setFinder(module))
  }
  const typed = query.trim() !== ''
  const results = finder && typed ? finder.findFields(query) : []
  return (
    <div className="mt-4 max-w-2xl" role="search">
      <label htmlFor={id} className="sr-only">
        {t('finder.label')}
      </label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(e) => {
          load()
          setQuery(e.target.value)
        }}
        onFocus={load}
        onPointerEnter={load}
        placeholder={t('placeholder')}
        autoComplete="off"
        className="h-12 w-full rounded-lg border border-border bg-background px-4 text-foreground"
      />
      <p className="sr-only" aria-live="polite">
        {typed && finder ? t('resultCount', { count: results.length }) : ''}
      </p>
      {typed && finder ? (
        results.length > 0 ? (
          <ul className="mt-2 divide-y divide-border rounded-lg border border-border p-0" aria-label={t('finder.matchingFields')}>
            {results.map((f) => (
              <li key={f.ref} className="list-none">
                <Link href={f.href} className="block px-4 py-3 hover:bg-surface">
                  <span className="font-medium text-foreground">{f.title}</span>
                  <span className="ms-2 text-sm text-muted">{f.subject.title}</span>
                  <span className="block text-sm text-muted">{f.description}</span>
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-muted">{t('noResultsFound')}</p>
        )
      ) : null}
    </div>
  )
}
