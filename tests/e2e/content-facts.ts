/** Facts about the content that end-to-end tests rely on, read from the MDX so edits to a page don't break them. */
import type { FieldRef } from '@/lib/catalogue'
import { fieldPages } from '@/lib/content/fields'

/** The first problem of a field page with an integer answer: its anchor, answer and a wrong answer. */
export function firstIntegerProblem(ref: FieldRef): { id: string; answer: string; wrong: string } {
  const page = fieldPages().get(ref)
  const problem = page?.problems.find((p) => /^-?\d+$/.test(p.answer ?? ''))
  if (!problem) throw new Error(`${ref} has no problem with an integer answer`)
  return { id: problem.id, answer: problem.answer!, wrong: String(Number(problem.answer) + 7) }
}
