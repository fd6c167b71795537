'use client'

import { LocaleLink as Link } from '@/components/locale-link.client'
import { useEffect, useState } from 'react'
import { useFormatter, useTranslations } from 'use-intl'
import { Button } from '@/components/ui/button'
import type { Notification } from '@/lib/firebase/account'
import { useAccountUser } from './account-user.client'
import { useNotificationText } from './notification-text'
import { useAccountDb, type AccountDb } from './use-db'

/** When a notification came: date and time to the second (English: "1/2/2024, 3:04:05 PM"), in the reader's zone. */
const WHEN = { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' } as const

export function NotificationsList() {
  const t = useTranslations('account')
  const format = useFormatter()
  const user = useAccountUser()
  const ready = useAccountDb()
  const [items, setItems] = useState<Notification[] | null>(null)
  const [error, setError] = useState<'loadFailed' | 'actionFailed' | null>(null)

  useEffect(() => {
    if (!ready) return
    return ready.account.subscribeNotifications(ready.db, user.uid, setItems, (e) => {
      console.warn(e)
      setError('loadFailed')
    })
  }, [ready, user.uid])

  const act = (fn: () => Promise<void>) => void fn().catch((e) => {
    console.warn(e)
    setError('actionFailed')
  })

  if (error) return <p role="alert" className="text-destructive">{t(`notifications.${error}`)}</p>
  if (!items || !ready) return <p className="text-muted">{t('loading')}</p>
  const unread = items.filter((n) => !n.read)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between">
        <p className="text-sm text-muted" data-testid="unread-summary">
          {unread.length === 0 ? t('notifications.allCaughtUp') : t('notifications.unread', { count: format.number(unread.length) })}
        </p>
        {unread.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => act(() => ready.account.markAllNotificationsRead(ready.db, user.uid, unread.map((n) => n.id)))}>
            {t('notifications.markAllRead')}
          </Button>
        )}
      </div>
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted">{t('notifications.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={t('notifications.list')}>
          {items.map((n) => (
            <NotificationItem key={n.id} n={n} ready={ready} uid={user.uid} act={act} when={n.createdAt && format.dateTime(n.createdAt, WHEN)} />
          ))}
        </ul>
      )}
    </div>
  )
}

/** One notification: its title (a link when it has one), its body and time, and what can be done with it. */
function NotificationItem({ n, ready, uid, act, when }: { n: Notification; ready: AccountDb; uid: string; act: (fn: () => Promise<void>) => void; when: string | null }) {
  const t = useTranslations('account')
  const { title, body } = useNotificationText()(n)
  return (
    <li className="flex items-start justify-between gap-4 rounded-lg border border-border p-4" data-read={n.read}>
      <div>
        <p className={n.read ? 'text-foreground' : 'font-semibold text-foreground'}>
          {!n.read && <span className="me-2 inline-block size-2 rounded-full bg-primary" aria-label={t('notifications.unreadDot')} role="img" />}
          {n.href ? (
            <Link href={n.href} className="underline-offset-4 hover:underline">
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        <p className="mt-1 text-sm text-muted">{body}</p>
        {when && <p className="mt-1 text-xs text-muted">{when}</p>}
      </div>
      <div className="flex shrink-0 gap-2">
        {!n.read && (
          <Button variant="ghost" size="sm" onClick={() => act(() => ready.account.markNotificationRead(ready.db, uid, n.id))}>
            {t('notifications.markRead')}
          </Button>
        )}
        <Button variant="ghost" size="sm" aria-label={t('notifications.deleteLabel', { title })} onClick={() => act(() => ready.account.deleteNotification(ready.db, uid, n.id))}>
          {t('notifications.delete')}
        </Button>
      </div>
    </li>
  )
}
