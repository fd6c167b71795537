/**
 * Every numeric practice problem's answer, recomputed independently from its statement (tests/answers/),
 * must be accepted by the problem's own tolerance. A new numeric problem needs its recomputation here.
 */
import { describe, expect, it } from 'vitest'
import { allFields, type FieldRef } from '@/lib/catalogue'
import { fieldPages } from '@/lib/content/fields'
import { DEFAULT_TOLERANCE } from '@/lib/problems/answer'
import type { AnswerTable } from '../answers/table'
import computerScienceA from '../answers/computer-science-a'
import computerScienceB from '../answers/computer-science-b'
import engineering from '../answers/engineering'
import mathematicsA from '../answers/mathematics-a'
import mathematicsB from '../answers/mathematics-b'
import physicsA from '../answers/physics-a'
import physicsB from '../answers/physics-b'

const tables: AnswerTable[] = [mathematicsA, mathematicsB, physicsA, physicsB, computerScienceA, computerScienceB, engineering]
const recomputed = new Map<string, Readonly<Record<string, () => number>>>()
for (const table of tables) {
  for (const [ref, entries] of Object.entries(table)) {
    if (recomputed.has(ref)) throw new Error(`${ref} appears in two answer tables`)
    recomputed.set(ref, entries)
  }
}

const pages = fieldPages()
const numericProblems = (ref: FieldRef) =>
  (pages.get(ref)?.problems ?? []).filter((p) => p.answer !== undefined && Number.isFinite(Number(p.answer)))

describe.each(allFields.map((f) => f.ref))('%s', (ref) => {
  const problems = numericProblems(ref)
  const entries = recomputed.get(ref) ?? {}

  it.each(problems.map((p) => [p.title ?? p.id, p] as const))('%s: the recomputed answer is accepted', (title, problem) => {
    const compute = entries[title]
    expect(compute, `no recomputation for "${title}" in tests/answers/`).toBeTypeOf('function')
    const value = compute!()
    const tolerance = problem.tolerance === undefined ? DEFAULT_TOLERANCE : Number(problem.tolerance)
    expect(Number.isFinite(value)).toBe(true)
    // A hair of slack for floating-point noise in the recomputation itself.
    expect(Math.abs(value - Number(problem.answer))).toBeLessThanOrEqual(tolerance * (1 + 1e-9) + 1e-12)
  })

  it('has no recomputation for a problem that is not on the page', () => {
    const titles = new Set(problems.map((p) => p.title ?? p.id))
    expect(Object.keys(entries).filter((t) => !titles.has(t))).toEqual([])
  })
})
