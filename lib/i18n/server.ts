/**
 * Interface strings on the server. A route (layout or page) states its language once with
 * `setRequestLocale`; any server component under it then asks `getTranslations(namespace)`. The language
 * lives in React's per-request cache (each page of the static export is its own request), so it is not
 * threaded through every component's props. Layouts and pages render independently, so each route file
 * sets it, as next-intl asks of static rendering too.
 */
import { cache } from 'react'
import { createTranslator } from 'use-intl/core'
import { defaultLocale, localeInfo, type Locale } from './locales'
import { messages, type Messages } from './messages'

const current = cache(() => ({ locale: defaultLocale as Locale }))

export function setRequestLocale(locale: Locale) {
  current().locale = locale
}

export function requestLocale(): Locale {
  return current().locale
}

/** A translator for one namespace of the message catalogue, in the request's language. */
export function getTranslations<N extends keyof Messages>(namespace: N, locale: Locale = requestLocale()) {
  return createTranslator({ locale: localeInfo(locale).tag, messages: messages[locale], namespace })
}
