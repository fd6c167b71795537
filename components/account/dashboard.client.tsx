'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import type { AuthUser } from '@/components/auth/auth-provider.client'
import type { DashboardData, Notification } from '@/lib/firebase/account'
import { useAccountBadges } from './use-account-badges'
import { useAccountDb } from './use-db'

export interface SubjectSummary {
  slug: string
  title: string
  fields: number
  problems: number
}

function Card({ title, children, action }: { title: string; children: React.ReactNode; action?: React.ReactNode }) {
  const id = `card-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border p-5">
      <div className="flex items-center justify-between">
        <h2 id={id} className="text-lg font-semibold text-foreground">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-3 text-sm">{children}</div>
    </section>
  )
}

export function Dashboard({ user, subjects }: { user: AuthUser; subjects: SubjectSummary[] }) {
  const ready = useAccountDb()
  const { pro } = useAccountBadges(user.uid)
  const [data, setData] = useState<DashboardData | null>(null)
  const [notes, setNotes] = useState<Notification[]>([])
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!ready) return
    const problems = subjects.reduce((n, s) => n + s.problems, 0)
    ready.account.loadDashboard(ready.db, user.uid, problems).then(setData, (e) => {
      console.warn(e)
      setError('Your progress could not be loaded. It will appear when the connection is back.')
    })
    return ready.account.subscribeNotifications(ready.db, user.uid, (items) => setNotes(items.slice(0, 3)), () => {}, 3)
  }, [ready, user.uid, subjects])

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
      <div className="grid gap-6 md:grid-cols-2">
        <Card title="Continue reading">
          {data === null ? (
            <p className="text-muted">Loading…</p>
          ) : data.recent.length === 0 ? (
            <p className="text-muted">
              Nothing yet. <Link href="/learn" className="text-primary underline">Start with a subject</Link>.
            </p>
          ) : (
            <ul className="flex flex-col gap-1">
              {data.recent.map((v) => (
                <li key={v.route}>
                  <Link href={v.route} className="text-primary underline-offset-4 hover:underline">
                    {v.title}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card title="Progress">
          <ul className="flex flex-col gap-3">
            {subjects.map((s) => {
              // Never more than the page can hold, whatever the stored data say.
              const visited = Math.min(data?.visitedBySubject[s.slug] ?? 0, s.fields)
              const solved = Math.min(data?.solvedBySubject[s.slug] ?? 0, s.problems)
              return (
                <li key={s.slug} data-testid={`progress-${s.slug}`}>
                  <div className="flex justify-between text-foreground">
                    <span>{s.title}</span>
                    <span className="text-muted">
                      {visited} of {s.fields} fields · {solved} of {s.problems} problems
                    </span>
                  </div>
                  <div className="mt-1 h-1.5 rounded-full bg-surface" role="progressbar" aria-label={`${s.title} fields visited`} aria-valuemin={0} aria-valuemax={s.fields} aria-valuenow={visited}>
                    <div className="h-full rounded-full bg-primary" style={{ width: `${Math.round((100 * visited) / Math.max(1, s.fields))}%` }} />
                  </div>
                </li>
              )
            })}
          </ul>
        </Card>
        <Card title="Bookmarks">
          {data && data.bookmarks.length > 0 ? (
            <ul className="flex flex-col gap-1">
              {data.bookmarks.map((b) => (
                <li key={b.route}>
                  <Link href={b.route} className="text-primary underline-offset-4 hover:underline">
                    {b.title}
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted">{data ? 'Bookmark a field page to find it here.' : 'Loading…'}</p>
          )}
        </Card>
        <Card title="Notifications" action={<Link href="/notifications" className="text-sm text-primary underline">All</Link>}>
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
        </Card>
      </div>
    </div>
  )
}
