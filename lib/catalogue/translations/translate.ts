/**
 * The catalogue translated by one language's table (ar.ts, zh.ts): the same shapes as lib/catalogue's, with
 * slugs, variants, refs and hrefs unchanged. Apart from index.ts, which holds every table, so that the
 * browser can load one language's table alone (load.ts).
 */
import { fieldHref, subjects } from '@/lib/catalogue'
import type { Field, FieldRef, ResolvedField, Subject, SubjectSlug } from '@/lib/catalogue'
import type { CatalogueTranslation, FieldTranslation } from './types'

/** A field's translation, or undefined when the table has none (the types make that impossible). */
function fieldTranslation(table: CatalogueTranslation, subject: SubjectSlug, slug: string): FieldTranslation | undefined {
  const fields: Readonly<Record<string, FieldTranslation | undefined>> = table.fields[subject]
  return Object.hasOwn(fields, slug) ? fields[slug] : undefined
}

function translateField(table: CatalogueTranslation, subject: SubjectSlug, field: Field): Field {
  const t = fieldTranslation(table, subject, field.slug)
  if (!t) return field
  return {
    slug: field.slug,
    title: t.title,
    description: t.description,
    topics: t.topics,
    ...(t.aliases ? { aliases: t.aliases } : {}),
  }
}

function translateSubject(table: CatalogueTranslation, subject: Subject): Subject {
  const t = table.subjects[subject.slug]
  return {
    slug: subject.slug,
    title: t.title,
    variant: subject.variant,
    description: t.description,
    fields: subject.fields.map((field) => translateField(table, subject.slug, field)),
  }
}

export interface LocalizedCatalogue {
  readonly subjects: readonly Subject[]
  readonly allFields: readonly ResolvedField[]
}

export function buildCatalogue(table: CatalogueTranslation): LocalizedCatalogue {
  const localized = subjects.map((subject) => translateSubject(table, subject))
  return {
    subjects: localized,
    allFields: localized.flatMap((subject) =>
      subject.fields.map((field) => ({
        ...field,
        subject,
        ref: `${subject.slug}/${field.slug}` as FieldRef,
        href: fieldHref(subject.slug, field.slug),
      })),
    ),
  }
}

