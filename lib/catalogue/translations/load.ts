/**
 * The catalogue in a language, for the browser: English is the bundle's own; another language's table is
 * fetched on demand (a chunk of its own), so a reader downloads only the language they read.
 */
import { subjects, type Subject } from '@/lib/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { buildCatalogue } from './translate'

export async function loadLocalizedSubjects(locale: Locale): Promise<readonly Subject[]> {
  if (locale === 'en') return subjects
  const table = locale === 'ar' ? (await import('./ar')).ar : (await import('./zh')).zh
  return buildCatalogue(table).subjects
}
