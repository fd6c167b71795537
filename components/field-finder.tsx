'use client'

import Link from 'next/link'
import { useId, useState } from 'react'
import { findFields } from '@/lib/field-search'

/** Type a field or a topic ("Lagrange", "entropy") and jump to the field that covers it. */
export function FieldFinder() {
  const id = useId()
  const [query, setQuery] = useState('')
  const results = findFields(query)
  return (
    <div className="mt-4 max-w-2xl" role="search">
      <label htmlFor={id} className="sr-only">Find a field or topic</label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Type a field or topic..."
        autoComplete="off"
        className="h-12 w-full rounded-lg border border-border bg-background px-4 text-foreground"
      />
      <p className="sr-only" aria-live="polite">
        {query.trim() ? `${results.length} result${results.length === 1 ? '' : 's'}` : ''}
      </p>
      {query.trim() ? (
        results.length > 0 ? (
          <ul className="mt-2 divide-y divide-border rounded-lg border border-border p-0" aria-label="Matching fields">
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
          <p className="mt-2 text-muted">No results found.</p>
        )
      ) : null}
    </div>
  )
}
