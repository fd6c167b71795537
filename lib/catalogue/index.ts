/**
 * The catalogue: the single source of truth for every list of subjects and fields in the site
 * (header menus, landing pages, search groups, sidebar metadata, sitemap, redirects).
 */
import { computerScienceFields } from './computer-science'
import { engineeringFields } from './engineering'
import { mathematicsFields } from './mathematics'
import { physicsFields } from './physics'
import type { Field, Subject, SubjectSlug } from './types'

export type { Field, Subject, SubjectSlug, SubjectVariant } from './types'

export const subjects: readonly Subject[] = [
  {
    slug: 'mathematics',
    title: 'Mathematics',
    variant: 'mathematics',
    description: 'analysis, algebra, topology and geometry.',
    fields: mathematicsFields,
  },
  {
    slug: 'physics',
    title: 'Physics',
    variant: 'physics',
    description: 'classical, quantum, statistical and relativistic physics.',
    fields: physicsFields,
  },
  {
    slug: 'computer-science',
    title: 'Computer Science',
    variant: 'computer_science',
    description: 'algorithms, data structures and complexity theory.',
    fields: computerScienceFields,
  },
  {
    slug: 'engineering',
    title: 'Engineering',
    variant: 'engineering',
    description: 'aerospace, electrical, mechanical, civil and chemical engineering.',
    fields: engineeringFields,
  },
]

export const subjectSlugs = subjects.map((s) => s.slug)

export function isSubjectSlug(value: string): value is SubjectSlug {
  return (subjectSlugs as readonly string[]).includes(value)
}

export function getSubject(slug: string): Subject | undefined {
  return subjects.find((s) => s.slug === slug)
}

export function getField(subject: string, slug: string): Field | undefined {
  return getSubject(subject)?.fields.find((f) => f.slug === slug)
}

export const subjectHref = (subject: SubjectSlug) => `/${subject}`
export const fieldHref = (subject: SubjectSlug, slug: string) => `/${subject}/${slug}`

/** A reference to a field as written in frontmatter: "subject/slug". */
export type FieldRef = `${SubjectSlug}/${string}`

export interface ResolvedField extends Field {
  readonly subject: Subject
  readonly ref: FieldRef
  readonly href: string
}

/** Every field of every subject, in catalogue order. */
export const allFields: readonly ResolvedField[] = subjects.flatMap((subject) =>
  subject.fields.map((field) => ({
    ...field,
    subject,
    ref: `${subject.slug}/${field.slug}` as FieldRef,
    href: fieldHref(subject.slug, field.slug),
  })),
)

/** Looks up "subject/slug"; undefined when it is not in the catalogue. */
export function resolveFieldRef(ref: string): ResolvedField | undefined {
  return allFields.find((f) => f.ref === ref)
}

/**
 * Old, misspelled addresses that must keep working as permanent redirects.
 * firebase.json carries the same list (a test checks that they agree).
 */
export const legacyRedirects: readonly { source: string; destination: string }[] = [
  { source: '/mathematics/linaer-algebra', destination: '/mathematics/linear-algebra' },
  { source: '/mathematics/nubmer-theory', destination: '/mathematics/number-theory' },
  { source: '/mathematics/read-analysis', destination: '/mathematics/real-analysis' },
]
