'use client'

import Link from 'next/link'
import { useEffect } from 'react'
import { Button } from '@/components/ui/button'

/** Shown when rendering a page fails in the browser. */
export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <main id="nextra-skip-nav" className="mx-auto w-full max-w-3xl px-6 py-16">
      <p className="text-sm font-semibold text-destructive">Error</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-foreground">Something went wrong</h1>
      <p className="mt-4 text-muted">This page failed to load. Nothing you entered was lost. Try again, or go back home.</p>
      <div className="mt-6 flex gap-3">
        <Button onClick={reset}>Try again</Button>
        <Link href="/" className="rounded-md border border-border px-4 py-2">Home</Link>
      </div>
    </main>
  )
}
