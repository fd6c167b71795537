'use client'

import Link from 'next/link'
import { useAccountUser } from './account-user.client'
import { PageLinks } from './page-links'
import { Panel } from './panel'
import { SubjectProgressList, type SubjectSummary } from './subject-progress-list'
import { useAccountBadges } from './use-account-badges'
import { useDashboardData } from './use-dashboard-data'

/** The signed-in home: plan, where to continue, progress per subject, bookmarks and the latest notifications. */
export function Dashboard({ subjects }: { subjects: SubjectSummary[] }) {
  const user = useAccountUser()
  const { pro } = useAccountBadges(user.uid)
  const { data, notes, error } = useDashboardData(user.uid, subjects.reduce((n, s) => n + s.problems, 0))
  const name = user.displayName?.split(' ')[0] ?? 'there'
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl text-foreground">Welcome back, {name}.</p>
        <span className="rounded-full border border-primary px-2.5 py-0.5 text-xs font-semibold text-primary" data-testid="plan-badge">
          {pro ? 'Pro' : 'Free'} plan
        </span>
      </div>
      {error && <p role="alert" className="text-destructive">{error}</p>}
      <div className="grid gap-6 text-sm md:grid-cols-2">
        <Panel title="Continue reading">
          {data === null ? (
            <p className="text-muted">Loading…</p>
          ) : data.recent.length === 0 ? (
            <p className="text-muted">
              Nothing yet. <Link href="/learn" className="text-primary underline">Start with a subject</Link>.
            </p>
          ) : (
            <PageLinks pages={data.recent} />
          )}
        </Panel>
        <Panel title="Progress">
          <SubjectProgressList subjects={subjects} data={data} />
        </Panel>
        <Panel title="Bookmarks">
          {data && data.bookmarks.length > 0 ? (
            <PageLinks pages={data.bookmarks} />
          ) : (
            <p className="text-muted">{data ? 'Bookmark a field page to find it here.' : 'Loading…'}</p>
          )}
        </Panel>
        <Panel title="Notifications" action={<Link href="/notifications" className="text-sm text-primary underline">All</Link>}>
          {notes.length === 0 ? (
            <p className="text-muted">No notifications.</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {notes.map((n) => (
                <li key={n.id} className={n.read ? 'text-muted' : 'font-medium text-foreground'}>
                  {n.title}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  )
}
