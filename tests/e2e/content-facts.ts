/** Facts about the content that end-to-end tests rely on, read from the MDX so edits to a page don't break them. */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import matter from 'gray-matter'
import type { FieldRef } from '@/lib/catalogue'
import { fieldPages } from '@/lib/content/fields'
import { sectionsOf } from '@/lib/search/sections'

/** The first problem of a field page with an integer answer: its anchor, answer and a wrong answer. */
export function firstIntegerProblem(ref: FieldRef): { id: string; answer: string; wrong: string } {
  const page = fieldPages().get(ref)
  const problem = page?.problems.find((p) => /^-?\d+$/.test(p.answer ?? ''))
  if (!problem) throw new Error(`${ref} has no problem with an integer answer`)
  return { id: problem.id, answer: problem.answer!, wrong: String(Number(problem.answer) + 7) }
}

/** The first h2–h6 section of a field page whose heading contains `words`: its heading and anchor. */
export function sectionHeading(ref: FieldRef, words: string): { heading: string; anchor: string } {
  const file = path.join(process.cwd(), 'content', `${ref}.mdx`)
  const section = sectionsOf(matter(readFileSync(file, 'utf8')).content).sections.find((s) => s.heading.includes(words))
  if (!section) throw new Error(`${ref} has no section heading containing "${words}"`)
  return { heading: section.heading, anchor: section.anchor }
}
