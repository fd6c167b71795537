/**
 * The shape of a translation of the catalogue. The tables are typed from the catalogue itself, so a
 * subject or field left out (or a misspelled slug) is a type error, and so is a topics list whose length
 * differs from the English one: each field's topics are a tuple as long as its English topics.
 */
import type { computerScienceFields } from '../computer-science'
import type { engineeringFields } from '../engineering'
import type { mathematicsFields } from '../mathematics'
import type { physicsFields } from '../physics'
import type { Field, SubjectSlug } from '../types'

/** The catalogue's fields per subject, with their literal slugs and topic tuples. */
interface CatalogueFields {
  readonly mathematics: typeof mathematicsFields
  readonly physics: typeof physicsFields
  readonly 'computer-science': typeof computerScienceFields
  readonly engineering: typeof engineeringFields
}

/** A subject's facts in another language. */
export interface SubjectTranslation {
  readonly title: string
  /** The header dropdown's description of the subject. */
  readonly description: string
}

/** A tuple of strings as long as T (one translated topic per English topic, in the same order). */
type SameLength<T extends readonly string[]> = { readonly [K in keyof T]: string }

/** A field's facts in another language. */
export interface FieldTranslation<Topics extends readonly string[] = readonly string[]> {
  readonly title: string
  /** One line, shown on cards, in search and as the page's meta description. */
  readonly description: string
  /** The English topics, translated one by one, in the same order. */
  readonly topics: SameLength<Topics>
  /** Other names readers of this language know the field by; search finds it by them. */
  readonly aliases?: readonly string[]
}

/** One translation per field of a subject, keyed by the field's slug. */
type FieldTable<Fields extends readonly Field[]> = {
  readonly [F in Fields[number] as F['slug']]: FieldTranslation<F['topics']>
}

/** The whole catalogue in one language. */
export interface CatalogueTranslation {
  readonly subjects: { readonly [S in SubjectSlug]: SubjectTranslation }
  readonly fields: { readonly [S in SubjectSlug]: FieldTable<CatalogueFields[S]> }
}
