import type { ReactNode } from 'react'
import { I18nProvider } from '@/components/i18n-provider.client'
import { localeInfo } from '@/lib/i18n/locales'
import { CHROME_NAMESPACES, messages, pickMessages } from '@/lib/i18n/messages'
import { requestLocale } from '@/lib/i18n/server'

/**
 * Gives the islands below it the message namespaces they use, besides the chrome's: the account area
 * its screens' strings, a field page its problems', an explorable its own. A nested IntlProvider replaces
 * the outer one, so the chrome's namespaces come along.
 */
export function I18nScope({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  const locale = requestLocale()
  return (
    <I18nProvider locale={localeInfo(locale).tag} messages={pickMessages(messages[locale], [...CHROME_NAMESPACES, ...paths])}>
      {children}
    </I18nProvider>
  )
}
