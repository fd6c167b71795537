/**
 * The title of a public route in a language, from the one place each kind of title lives: a section's in
 * the `sections` messages, a subject's or a field's in the catalogue's translation. Undefined for a route
 * with no such title (the page map then keeps the English one).
 */
import { localizedField, localizedSubject } from '@/lib/catalogue/translations'
import { sections } from '@/lib/routes'
import type { Locale } from './locales'
import { getTranslations } from './server'

export function titleOfRoute(route: string, locale: Locale): string | undefined {
  const [first = '', second] = route.slice(1).split('/')
  if (second) return localizedField(first, second, locale)?.title ?? (sections.some((s) => s.slug === first) ? localizedSubject(second, locale)?.title : undefined)
  const section = sections.find((s) => s.slug === first)
  if (section) return getTranslations('sections', locale)(section.slug)
  return localizedSubject(first, locale)?.title
}
