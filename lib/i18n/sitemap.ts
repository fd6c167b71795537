/**
 * The sitemap of a language (/sitemap.xml, /ar/sitemap.xml, /zh/sitemap.xml): every public page at its
 * address in that language, each with its addresses in the others (hreflang alternates, x-default the
 * English one). robots.txt names all three.
 */
import type { MetadataRoute } from 'next'
import { publicRoutes } from '@/lib/routes'
import { site } from '@/lib/site'
import { alternatesOf } from './alternates'
import { localeIds, pathInLocale, type Locale } from './locales'

const absolute = (path: string) => `${site.url}${path === '/' ? '' : path}`

export const sitemapPath = (locale: Locale) => `${pathInLocale('/', locale).replace(/\/$/, '')}/sitemap.xml`

export function sitemapOf(locale: Locale): MetadataRoute.Sitemap {
  return publicRoutes.map((route) => ({
    url: absolute(pathInLocale(route, locale)),
    alternates: { languages: Object.fromEntries(Object.entries(alternatesOf(route, locale).languages).map(([tag, path]) => [tag, absolute(path)])) },
  }))
}

/** Every language's sitemap, as robots.txt lists them. */
export const sitemapUrls = () => localeIds.map((locale) => `${site.url}${sitemapPath(locale)}`)
