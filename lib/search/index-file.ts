/**
 * The search index file, one per locale (`/search/{locale}.json`), built from the MDX at build time and
 * fetched by the search dialog on first open. Per page: its title, a description, keywords (a field's
 * topics), and a map from `route#anchor` to each section's heading and text (`route` alone for the text
 * before the first heading).
 */
import { z } from 'zod'

export const SEARCH_LOCALES = ['en-US'] as const
export type SearchLocale = (typeof SEARCH_LOCALES)[number]

export const searchIndexPath = (locale: SearchLocale) => `/search/${locale}.json`

const sectionSchema = z.object({ heading: z.string(), text: z.string() })

export const searchIndexSchema = z.object({
  locale: z.enum(SEARCH_LOCALES),
  pages: z.record(
    z.string().startsWith('/'),
    z.object({
      title: z.string().min(1),
      description: z.string(),
      keywords: z.array(z.string()),
      data: z.record(z.string().startsWith('/'), sectionSchema),
    }),
  ),
})

export type SearchIndexFile = z.infer<typeof searchIndexSchema>
