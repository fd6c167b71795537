import type { Metadata } from 'next'
import { Suspense } from 'react'
import { LoginForm } from '@/components/auth/lazy-forms.client'

export const metadata: Metadata = { title: 'Log in', robots: { index: false } }

export default function LoginPage() {
  // At least a screen tall: the form appears in the browser, and the footer stays below the fold meanwhile
  // (no layout shift).
  return (
    <main id="nextra-skip-nav" className="min-h-dvh">
      {/* The form reads ?next= from the URL, so it renders in the browser. */}
      <Suspense fallback={<p className="py-16 text-center text-muted">Loading…</p>}>
        <LoginForm />
      </Suspense>
    </main>
  )
}
