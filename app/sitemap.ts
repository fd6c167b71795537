import type { MetadataRoute } from 'next'
import { alternatesOf } from '@/lib/i18n/alternates'
import { publicRoutes } from '@/lib/routes'
import { site } from '@/lib/site'

export const dynamic = 'force-static'

const absolute = (path: string) => `${site.url}${path === '/' ? '' : path}`

/**
 * Every public page: home, sections and their per-subject pages, subjects, fields; each with its
 * addresses in the other languages (hreflang alternates, x-default the English one).
 */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.map((route) => ({
    url: absolute(route),
    alternates: { languages: Object.fromEntries(Object.entries(alternatesOf(route, 'en').languages).map(([tag, path]) => [tag, absolute(path)])) },
  }))
}
