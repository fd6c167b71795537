/**
 * The site's languages: the one list every part of the house reads (routes, the language switcher, the
 * root layouts' `<html lang dir>`, hreflang alternates, sitemaps, search indexes, the message catalogues).
 * English is the default and keeps today's unprefixed routes; every other language lives under its prefix.
 */
export const locales = [
  { id: 'en', tag: 'en-US', name: 'English', dir: 'ltr', prefix: '' },
  { id: 'ar', tag: 'ar', name: 'العربية', dir: 'rtl', prefix: '/ar' },
  { id: 'zh', tag: 'zh-CN', name: '中文', dir: 'ltr', prefix: '/zh' },
] as const

export type Locale = (typeof locales)[number]['id']
export type LocaleInfo = (typeof locales)[number]

export const defaultLocale: Locale = 'en'
export const localeIds = locales.map((l) => l.id) as Locale[]

/** The spec's language cookie, kept for about a year. */
export const LOCALE_COOKIE = 'NEXT_LOCALE'
export const LOCALE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (localeIds as string[]).includes(value)
}

export function localeInfo(locale: Locale): LocaleInfo {
  return locales.find((l) => l.id === locale)!
}

/** The language a path belongs to: its prefix, or English when it has none. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split('/')[1]
  return isLocale(first) && first !== defaultLocale ? first : defaultLocale
}

/** The path without its language prefix ('/ar/learn' → '/learn', '/zh' → '/'). */
export function unprefixed(pathname: string): string {
  const locale = localeOfPath(pathname)
  if (locale === defaultLocale) return pathname || '/'
  const rest = pathname.slice(localeInfo(locale).prefix.length)
  return rest === '' ? '/' : rest
}

/** The same page in another language: the prefix rewritten, the query and hash kept. */
export function pathInLocale(pathname: string, target: Locale): string {
  const [, path = '/', suffix = ''] = /^([^?#]*)(.*)$/.exec(pathname) ?? []
  const bare = unprefixed(path)
  const prefix = localeInfo(target).prefix
  return `${prefix && bare === '/' ? prefix : `${prefix}${bare}`}${suffix}`
}

/** The cookie that remembers a chosen language (document.cookie syntax). */
export function localeCookie(locale: Locale): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`
}

/** The language a cookie header names, if it names one we have. */
export function localeFromCookies(cookies: string): Locale | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookies)
  const value = match ? decodeURIComponent(match[1]!) : undefined
  return isLocale(value) ? value : undefined
}
