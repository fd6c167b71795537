/**
 * Component tests render client islands inside the page's IntlProvider, as the root layout does:
 * `renderIntl(<Island />)` in English, or `renderIntl(<Island />, { locale: 'ar' })`.
 */
import { render, type RenderOptions } from '@testing-library/react'
import type { ReactNode } from 'react'
import { I18nProvider } from '@/components/i18n-provider.client'
import { localeInfo, type Locale } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'

export function withIntl(ui: ReactNode, locale: Locale = 'en') {
  return (
    <I18nProvider locale={localeInfo(locale).tag} messages={messages[locale]}>
      {ui}
    </I18nProvider>
  )
}

export function renderIntl(ui: ReactNode, { locale = 'en', ...options }: RenderOptions & { locale?: Locale } = {}) {
  return render(ui, { ...options, wrapper: ({ children }) => withIntl(children, locale) })
}
