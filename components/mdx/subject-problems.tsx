import Link from 'next/link'
import { allFields, getSubject } from '@/lib/catalogue'
import { fieldPages } from '@/lib/content/fields'
import { groupByDifficulty } from '@/lib/problem-groups'

const LEVEL_TITLE = { introductory: 'Introductory', intermediate: 'Intermediate', advanced: 'Advanced' } as const

/**
 * The practice problems of a subject, gathered from its field pages (the pages stay their only source),
 * grouped by the fields' difficulty and then by field, each linking to the problem on its page.
 */
export function SubjectProblems({ subject }: { subject: string }) {
  const s = getSubject(subject)
  if (!s) throw new Error(`<SubjectProblems subject="${subject}">: not a subject of the catalogue`)
  const pages = fieldPages()
  const items = allFields
    .filter((f) => f.subject.slug === s.slug)
    .map((f) => pages.get(f.ref)!)
    .map((p) => ({ ...p, difficulty: p.frontmatter.difficulty, problemCount: p.problems.length }))
  const groups = groupByDifficulty(items)
  const total = items.reduce((n, p) => n + p.problemCount, 0)
  const fieldCount = items.filter((p) => p.problemCount > 0).length
  if (total === 0) {
    return <p className="mt-4">No practice problems for {s.title} yet: they are being written field by field.</p>
  }
  return (
    <div className="mt-4">
      <p className="text-sm text-muted">
        {total} problem{total === 1 ? '' : 's'} in {fieldCount} field{fieldCount === 1 ? '' : 's'}.
      </p>
      {groups.map(({ difficulty, items: fields }) => (
        <section key={difficulty ?? 'other'} className="mt-8" aria-label={difficulty ? LEVEL_TITLE[difficulty] : 'Other fields'}>
          <h3 className="text-xl font-semibold">{difficulty ? LEVEL_TITLE[difficulty] : 'Other fields'}</h3>
          {fields.map(({ field, problems }) => (
            <section key={field.ref} className="mt-4" aria-label={field.title}>
              <h4 className="font-semibold">
                <Link href={field.href} className="text-primary underline">{field.title}</Link>
                <span className="ms-2 text-sm font-normal text-muted">
                  {problems.length} problem{problems.length === 1 ? '' : 's'}
                </span>
              </h4>
              <ul className="mt-2 list-disc ps-6">
                {problems.map((p) => (
                  <li key={p.id}>
                    <Link href={`${field.href}#${p.id}`} className="underline">
                      Problem {p.number}
                      {p.title ? `: ${p.title}` : ''}
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      ))}
    </div>
  )
}
