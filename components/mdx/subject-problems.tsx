import Link from 'next/link'
import { allFields, getSubject } from '@/lib/catalogue'
import { fieldPages } from '@/lib/content/fields'

/**
 * The practice problems of a subject, gathered from its field pages (the pages stay their only source),
 * grouped by field, each linking to the problem on its page.
 */
export function SubjectProblems({ subject }: { subject: string }) {
  const s = getSubject(subject)
  if (!s) throw new Error(`<SubjectProblems subject="${subject}">: not a subject of the catalogue`)
  const pages = fieldPages()
  const withProblems = allFields
    .filter((f) => f.subject.slug === s.slug)
    .map((f) => pages.get(f.ref)!)
    .filter((p) => p.problems.length > 0)
  const total = withProblems.reduce((n, p) => n + p.problems.length, 0)
  if (total === 0) {
    return <p className="mt-4">No practice problems for {s.title} yet: they are being written field by field.</p>
  }
  return (
    <div className="mt-4">
      <p className="text-sm text-muted">
        {total} problem{total === 1 ? '' : 's'} in {withProblems.length} field{withProblems.length === 1 ? '' : 's'}.
      </p>
      {withProblems.map(({ field, frontmatter, problems }) => (
        <section key={field.ref} className="mt-6" aria-label={field.title}>
          <h3 className="font-semibold">
            <Link href={field.href} className="text-primary underline">{field.title}</Link>
            {frontmatter.difficulty ? <span className="ms-2 text-sm font-normal text-muted">{frontmatter.difficulty}</span> : null}
          </h3>
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
    </div>
  )
}
