'use client'

import type { ReactNode } from 'react'
import { IntlProvider } from 'use-intl'
import type { Messages } from '@/lib/i18n/messages'

/**
 * Gives client islands the page's language and its interface strings (`useTranslations(namespace)`,
 * `useFormatter()` from use-intl). The root layout passes the one catalogue the page needs. Dates are
 * shown in the reader's own time zone.
 */
export function I18nProvider({ locale, messages, children }: { locale: string; messages: Messages; children: ReactNode }) {
  // No date is formatted while the server renders (account screens render only in the browser), so the
  // server's UTC and the reader's zone never meet in one hydration.
  const timeZone = typeof window === 'undefined' ? 'UTC' : Intl.DateTimeFormat().resolvedOptions().timeZone
  return (
    <IntlProvider locale={locale} messages={messages} timeZone={timeZone}>
      {children}
    </IntlProvider>
  )
}
