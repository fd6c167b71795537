/**
 * A page's addresses in every language, for `<link rel="alternate" hreflang>` and the canonical URL:
 * English at the route itself (also the x-default), the others under their prefixes.
 */
import { locales, pathInLocale, type Locale } from './locales'

export function alternatesOf(route: string, locale: Locale) {
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l.tag, pathInLocale(route, l.id)]))
  languages['x-default'] = pathInLocale(route, 'en')
  return { canonical: pathInLocale(route, locale), languages }
}
