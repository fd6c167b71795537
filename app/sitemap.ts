import type { MetadataRoute } from 'next'
import { allFields, subjects } from '@/lib/catalogue'
import { sections } from '@/lib/content/meta'
import { site } from '@/lib/site'

export const dynamic = 'force-static'

/** Every public page: home, sections and their per-subject pages, subjects, fields. */
export default function sitemap(): MetadataRoute.Sitemap {
  const perSubject = ['solve', 'research'].flatMap((section) => subjects.map((s) => `/${section}/${s.slug}`))
  const routes = ['/', ...sections.map((s) => `/${s.slug}`), ...perSubject, ...subjects.map((s) => `/${s.slug}`), ...allFields.map((f) => f.href)]
  return routes.map((route) => ({ url: `${site.url}${route === '/' ? '' : route}` }))
}
