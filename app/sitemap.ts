import type { MetadataRoute } from 'next'
import { publicRoutes } from '@/lib/routes'
import { site } from '@/lib/site'

export const dynamic = 'force-static'

/** Every public page: home, sections and their per-subject pages, subjects, fields. */
export default function sitemap(): MetadataRoute.Sitemap {
  return publicRoutes.map((route) => ({ url: `${site.url}${route === '/' ? '' : route}` }))
}
