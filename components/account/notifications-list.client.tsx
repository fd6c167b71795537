'use client'

import Link from 'next/link'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import type { Notification } from '@/lib/firebase/account'
import { useAccountUser } from './account-user.client'
import { useAccountDb } from './use-db'

export function NotificationsList() {
  const user = useAccountUser()
  const ready = useAccountDb()
  const [items, setItems] = useState<Notification[] | null>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    if (!ready) return
    return ready.account.subscribeNotifications(ready.db, user.uid, setItems, (e) => {
      console.warn(e)
      setError('Notifications could not be loaded.')
    })
  }, [ready, user.uid])

  const act = (fn: () => Promise<void>) => void fn().catch((e) => {
    console.warn(e)
    setError('That did not work. Try again in a moment.')
  })

  if (error) return <p role="alert" className="text-destructive">{error}</p>
  if (!items || !ready) return <p className="text-muted">Loading…</p>
  const unread = items.filter((n) => !n.read)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <p className="text-sm text-muted" data-testid="unread-summary">
          {unread.length === 0 ? 'All caught up.' : `${unread.length} unread`}
        </p>
        {unread.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => act(() => ready.account.markAllNotificationsRead(ready.db, user.uid, unread.map((n) => n.id)))}>
            Mark all read
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted">No notifications yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Notifications">
          {items.map((n) => (
            <li key={n.id} className="flex items-start justify-between gap-4 rounded-lg border border-border p-4" data-read={n.read}>
              <div>
                <p className={n.read ? 'text-foreground' : 'font-semibold text-foreground'}>
                  {!n.read && <span className="mr-2 inline-block size-2 rounded-full bg-primary" aria-label="Unread" role="img" />}
                  {n.href ? (
                    <Link href={n.href} className="underline-offset-4 hover:underline">
                      {n.title}
                    </Link>
                  ) : (
                    n.title
                  )}
                </p>
                <p className="mt-1 text-sm text-muted">{n.body}</p>
                {n.createdAt && <p className="mt-1 text-xs text-muted">{n.createdAt.toLocaleString('en-US')}</p>}
              </div>
              <div className="flex shrink-0 gap-2">
                {!n.read && (
                  <Button variant="ghost" size="sm" onClick={() => act(() => ready.account.markNotificationRead(ready.db, user.uid, n.id))}>
                    Mark read
                  </Button>
                )}
                <Button variant="ghost" size="sm" aria-label={`Delete "${n.title}"`} onClick={() => act(() => ready.account.deleteNotification(ready.db, user.uid, n.id))}>
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
