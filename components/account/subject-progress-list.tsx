import { useFormatter, useTranslations } from 'use-intl'
import type { DashboardData } from '@/lib/firebase/account'

export interface SubjectSummary {
  slug: string
  title: string
  fields: number
  problems: number
}

/** Fields visited and problems solved per subject, with a bar for the fields (zero while data is null). */
export function SubjectProgressList({ subjects, data }: { subjects: readonly SubjectSummary[]; data: DashboardData | null }) {
  const t = useTranslations('account')
  const format = useFormatter()
  return (
    <ul className="flex flex-col gap-3">
      {subjects.map((s) => {
        // Never more than the page can hold, whatever the stored data say.
        const visited = Math.min(data?.visitedBySubject[s.slug] ?? 0, s.fields)
        const solved = Math.min(data?.solvedBySubject[s.slug] ?? 0, s.problems)
        const counts = { visited: format.number(visited), fields: format.number(s.fields), solved: format.number(solved), problems: format.number(s.problems) }
        return (
          <li key={s.slug} data-testid={`progress-${s.slug}`}>
            <div className="flex justify-between text-foreground">
              <span>{s.title}</span>
              <span className="text-muted">{t('progress.counts', counts)}</span>
            </div>
            <div
              className="mt-1 h-1.5 rounded-full bg-surface"
              role="progressbar"
              aria-label={t('progress.fieldsVisited', { subject: s.title })}
              aria-valuemin={0}
              aria-valuemax={s.fields}
              aria-valuenow={visited}
            >
              <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round((100 * visited) / Math.max(1, s.fields))}%` }} />
            </div>
          </li>
        )
      })}
    </ul>
  )
}
