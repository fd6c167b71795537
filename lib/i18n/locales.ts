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

/** The language of a BCP 47 tag as use-intl holds it ('ar', 'zh-CN', 'en-US'), English when unknown. */
export function localeOfTag(tag: string): Locale {
  return locales.find((l) => l.tag === tag || l.id === tag)?.id ?? defaultLocale
}

/**
 * An internal link in a language: a page's address under the language's prefix. Addresses that are not
 * pages (assets, the search index, fonts) and links elsewhere are left as they are.
 */
export function localizedHref(href: string, locale: Locale): string {
  if (locale === defaultLocale || !href.startsWith('/') || href.startsWith('//')) return href
  if (/^\/(_next|search|fonts|icon|logo|favicon)([/.?#]|$)/.test(href)) return href
  return pathInLocale(href, locale)
}

/**
 * The inline script of an English page's <head> that sends a reader who chose another language (the
 * NEXT_LOCALE cookie) from the home page to that language's home page before anything is drawn. A static
 * export has no server to read the cookie, so the page does it.
 */
const prefixes = Object.fromEntries(locales.filter((l) => l.prefix).map((l) => [l.id, l.prefix]))
export const localeRedirectScript = `(function(){try{if(location.pathname!=='/')return;var m=/(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)/.exec(document.cookie),p=m&&${JSON.stringify(prefixes)}[decodeURIComponent(m[1])];if(p)location.replace(p+location.search+location.hash)}catch(e){}})()`

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

/** Keeps a chosen language in the browser's NEXT_LOCALE cookie. */
export function rememberLocale(locale: Locale) {
  document.cookie = localeCookie(locale)
}

/**
 * The spec's switch, in the browser: remembers the language and loads the same address (query and
 * fragment kept) under the language's prefix.
 */
export function switchLocale(locale: Locale) {
  rememberLocale(locale)
  location.assign(pathInLocale(`${location.pathname}${location.search}${location.hash}`, locale))
}

/** The language a cookie header names, if it names one we have. */
export function localeFromCookies(cookies: string): Locale | undefined {
  const match = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookies)
  const value = match ? decodeURIComponent(match[1]!) : undefined
  return isLocale(value) ? value : undefined
}
