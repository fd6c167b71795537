import { Suspense, type ReactNode } from 'react'
import { I18nScope } from '@/components/i18n-scope'
import { getTranslations } from '@/lib/i18n/server'

/**
 * The frame of the log in and sign up pages around their form. At least a screen tall: the form appears in
 * the browser (it reads ?next= from the URL), and the footer stays below the fold meanwhile (no layout shift).
 */
export function AuthPage({ children }: { children: ReactNode }) {
  return (
    <I18nScope paths={['auth']}>
      <main id="nextra-skip-nav" className="min-h-dvh">
        <Suspense fallback={<p className="py-16 text-center text-muted">{getTranslations('auth')('loading')}</p>}>{children}</Suspense>
      </main>
    </I18nScope>
  )
}
