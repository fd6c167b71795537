import type { Metadata } from 'next'
import { Suspense } from 'react'
import { I18nScope } from '@/components/i18n-scope'
import { getTranslations } from '@/lib/i18n/server'
import { SignUpForm } from '@/components/auth/lazy-forms.client'

export const metadata: Metadata = { title: 'Sign up', robots: { index: false } }

export default function SignUpPage() {
  // At least a screen tall: the form appears in the browser, and the footer stays below the fold meanwhile
  // (no layout shift).
  return (
    <I18nScope paths={['auth']}>
    <main id="nextra-skip-nav" className="min-h-dvh">
      {/* The form reads ?next= from the URL, so it renders in the browser. */}
      <Suspense fallback={<p className="py-16 text-center text-muted">{getTranslations('auth')('loading')}</p>}>
        <SignUpForm />
      </Suspense>
    </main>
    </I18nScope>
  )
}
