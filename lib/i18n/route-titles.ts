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
  // In a section's folder the sidebar names each per-subject page by its subject alone.
  if (second && sections.some((s) => s.slug === first)) return localizedSubject(second, locale)?.title
  return routeFacts(route, locale)?.title
}

export interface RouteFacts {
  title: string
  description?: string
  topics?: readonly string[]
  children?: { href: string; title: string }[]
}

/**
 * What the catalogue's translation and the section titles say of a public route in a language: the short
 * page of a route not translated yet, and its entry in the language's search index.
 */
export function routeFacts(route: string, locale: Locale): RouteFacts | undefined {
  const [first = '', second] = route.slice(1).split('/')
  const field = second ? localizedField(first, second, locale) : undefined
  if (field) return { title: field.title, description: field.description, topics: field.topics }
  const subject = !second ? localizedSubject(first, locale) : undefined
  if (subject) return { title: subject.title, description: subject.description, children: subject.fields.map((f) => ({ href: `/${subject.slug}/${f.slug}`, title: f.title })) }
  const section = sections.find((s) => s.slug === first)
  if (!section) return undefined
  const title = getTranslations('sections', locale)(section.slug)
  return { title: second ? `${title}: ${localizedSubject(second, locale)?.title ?? second}` : title }
}
