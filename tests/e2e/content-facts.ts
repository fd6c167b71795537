/** Facts about the content that end-to-end tests rely on, read from the MDX so edits to a page don't break them. */
import path from 'node:path'
import type { FieldRef } from '@/lib/catalogue'
import { collectFigures } from '@/lib/figures/collect.mjs'
import { stringAttribute } from '@/lib/mdx/numbered-blocks.mjs'
import { fieldPages } from '@/lib/content/fields'
import { readAllSources } from '@/lib/content/source'
import { readSearchDocuments, type SearchDocument } from '@/lib/search/documents'

let documents: SearchDocument[] | undefined
/** Everything search can find, as the index builder reads it from content/. */
export const searchDocuments = () => (documents ??= readSearchDocuments())

/** The first problem of a field page with an integer answer: its anchor, answer and a wrong answer. */
export function firstIntegerProblem(ref: FieldRef): { id: string; answer: string; wrong: string } {
  const page = fieldPages().get(ref)
  const problem = page?.problems.find((p) => /^-?\d+$/.test(p.answer ?? ''))
  if (!problem) throw new Error(`${ref} has no problem with an integer answer`)
  return { id: problem.id, answer: problem.answer!, wrong: String(Number(problem.answer) + 7) }
}

/** The first h2–h6 section of a field page whose heading contains `words`: its heading and anchor. */
export function sectionHeading(ref: FieldRef, words: string): { heading: string; anchor: string } {
  const section = searchDocuments().find((d) => d.route === `/${ref}` && d.kind === 'section' && d.name.includes(words))
  if (!section?.anchor) throw new Error(`${ref} has no section heading containing "${words}"`)
  return { heading: section.name, anchor: section.anchor }
}

/** The named block (theorem, definition, ...) of a page whose title contains `words`: its label and anchor. */
export function namedBlock(ref: FieldRef, words: string): { label: string; anchor: string; text: string } {
  const block = searchDocuments().find((d) => d.route === `/${ref}` && d.kind === 'block' && d.name.includes(words))
  if (!block?.anchor || !block.tag) throw new Error(`${ref} has no named block containing "${words}"`)
  return { label: `${block.tag} (${block.name})`, anchor: block.anchor, text: block.text }
}

export interface FigureFact {
  route: string
  number: number
  id: string
  alt: string
  /** The explorable's name, for an `<Explorable>` */
  explorable?: string
}

let figureFacts: FigureFact[] | undefined
/** Every figure and explorable of the field pages, in page order, as the MDX declares them. */
export function figures(): FigureFact[] {
  if (figureFacts) return figureFacts
  const root = path.resolve(import.meta.dirname, '..', '..')
  // English field pages only (content/ar and content/zh are the translations).
  figureFacts = readAllSources(path.join(root, 'content'), '*/*.mdx', ['ar/**', 'zh/**']).flatMap(({ file, route }) =>
    collectFigures(file).map((f) => ({
      route,
      number: f.number,
      id: stringAttribute(f.node, 'id') ?? `figure-${f.number}`,
      alt: stringAttribute(f.node, 'alt') ?? '',
      explorable: f.element === 'Explorable' ? stringAttribute(f.node, 'name') : undefined,
    })),
  )
  return figureFacts
}
