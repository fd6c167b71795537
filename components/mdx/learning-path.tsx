import Link from 'next/link'
import { allFields, getSubject, resolveFieldRef } from '@/lib/catalogue'
import { fieldPages } from '@/lib/content/fields'
import { learningPath } from '@/lib/learning-path'

/** A subject's fields in prerequisite order, as a numbered list (read from the field pages at build time). */
export function LearningPath({ subject }: { subject: string }) {
  const s = getSubject(subject)
  if (!s) throw new Error(`<LearningPath subject="${subject}">: not a subject of the catalogue`)
  const pages = fieldPages()
  const fields = allFields.filter((f) => f.subject.slug === s.slug)
  const { order, external } = learningPath(
    fields.map((f) => ({ ref: f.ref, prerequisites: pages.get(f.ref)?.frontmatter.prerequisites ?? [] })),
  )
  return (
    <div className="mt-4">
      {external.length > 0 ? (
        <p className="text-sm text-muted">
          From other subjects, it helps to know:{' '}
          {external.map((ref, i) => {
            const f = resolveFieldRef(ref)
            return f ? (
              <span key={ref}>
                {i > 0 ? ', ' : ''}
                <Link href={f.href} className="text-primary underline">{f.title}</Link>
              </span>
            ) : null
          })}
          .
        </p>
      ) : null}
      <ol className="mt-3 list-decimal ps-6" aria-label={`Suggested order for ${s.title}`}>
        {order.map((ref) => {
          const f = resolveFieldRef(ref)!
          const difficulty = pages.get(f.ref)?.frontmatter.difficulty
          const prereqs = pages.get(f.ref)?.frontmatter.prerequisites.map(resolveFieldRef).filter((p) => p !== undefined) ?? []
          const notes = [difficulty, prereqs.length > 0 ? `after ${prereqs.map((p) => p.title).join(', ')}` : undefined].filter(
            (n): n is string => n !== undefined,
          )
          return (
            <li key={ref} className="my-1">
              <Link href={f.href} className="font-medium text-primary underline">{f.title}</Link>
              <span className="text-sm text-muted">
                {' '}— {f.description}
                {notes.length > 0 ? ` (${notes.join('; ')})` : ''}
              </span>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
