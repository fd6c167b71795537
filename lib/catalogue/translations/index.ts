/**
 * The catalogue in the site's languages. lib/catalogue holds the facts in English (the one source of the
 * subjects, fields, slugs and routes); ar.ts and zh.ts translate each subject's title and description and
 * each field's title, description, topics and aliases. These functions mirror the catalogue's own
 * (getSubject, getField, allFields, resolveFieldRef) and return objects of the same shapes: the English ones
 * for 'en', the translated ones otherwise, with slugs, variants, refs and hrefs unchanged (hrefs stay
 * unprefixed: add the language's prefix where a link is made).
 */
import { allFields, subjects } from '@/lib/catalogue'
import type { Field, ResolvedField, Subject, SubjectSlug } from '@/lib/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { ar } from './ar'
import { buildCatalogue, type LocalizedCatalogue } from './translate'
import type { CatalogueTranslation } from './types'
import { zh } from './zh'

export type { CatalogueTranslation, FieldTranslation, SubjectTranslation } from './types'

/** The translation of every language but English, which is the catalogue itself. */
export const catalogueTranslations: Readonly<Record<Exclude<Locale, 'en'>, CatalogueTranslation>> = { ar, zh }

const english: LocalizedCatalogue = { subjects, allFields }
const built = new Map<Locale, LocalizedCatalogue>([['en', english]])

/** The whole catalogue in one language, built once per language. */
function catalogueIn(locale: Locale): LocalizedCatalogue {
  let catalogue = built.get(locale)
  if (!catalogue) {
    catalogue = locale === 'en' ? english : buildCatalogue(catalogueTranslations[locale])
    built.set(locale, catalogue)
  }
  return catalogue
}

/** The four subjects, with their fields, in catalogue order. */
export function localizedSubjects(locale: Locale): readonly Subject[] {
  return catalogueIn(locale).subjects
}

/** A subject with its fields (getSubject in a language). */
export function localizedSubject(slug: SubjectSlug, locale: Locale): Subject
export function localizedSubject(slug: string, locale: Locale): Subject | undefined
export function localizedSubject(slug: string, locale: Locale): Subject | undefined {
  return localizedSubjects(locale).find((s) => s.slug === slug)
}

/** A field of a subject (getField in a language); undefined when it is not in the catalogue. */
export function localizedField(subject: string, slug: string, locale: Locale): Field | undefined {
  return localizedSubject(subject, locale)?.fields.find((f) => f.slug === slug)
}

/** Every field of every subject, in catalogue order (allFields in a language). */
export function localizedAllFields(locale: Locale): readonly ResolvedField[] {
  return catalogueIn(locale).allFields
}

/** Looks up "subject/slug" (resolveFieldRef in a language); undefined when it is not in the catalogue. */
export function resolveLocalizedFieldRef(ref: string, locale: Locale): ResolvedField | undefined {
  return localizedAllFields(locale).find((f) => f.ref === ref)
}

/** A field the catalogue resolved (from allFields or resolveFieldRef), in a language. */
export function localizeField(field: ResolvedField, locale: Locale): ResolvedField {
  return resolveLocalizedFieldRef(field.ref, locale) ?? field
}
