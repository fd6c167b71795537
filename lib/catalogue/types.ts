/** A field of study inside a subject, e.g. abstract algebra inside mathematics. Route: /{subject}/{slug}. */
export interface Field {
  readonly slug: string
  readonly title: string
  /** One line, shown on cards, in search and as the page's meta description. */
  readonly description: string
  /** What the field covers; also search keywords. */
  readonly topics: readonly string[]
  /** Other names readers know the field by ("neural networks" for deep learning); search finds it by them. */
  readonly aliases?: readonly string[]
}

/** The button variants of the spec, one per subject. */
export type SubjectVariant = 'mathematics' | 'physics' | 'computer_science' | 'engineering'

export interface Subject {
  /** Route segment: /mathematics, /computer-science, ... */
  readonly slug: SubjectSlug
  readonly title: string
  readonly variant: SubjectVariant
  /** The header dropdown's description of the subject. */
  readonly description: string
  readonly fields: readonly Field[]
}

export type SubjectSlug = 'mathematics' | 'physics' | 'computer-science' | 'engineering'
