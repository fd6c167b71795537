'use client'

import { LocaleLink as Link } from '@/components/locale-link.client'
import { useTranslations } from 'use-intl'
import { useAccountUser } from './account-user.client'
import { useNotificationText } from './notification-text'
import { PageLinks } from './page-links'
import { Panel } from './panel'
import { SubjectProgressList, type SubjectSummary } from './subject-progress-list'
import { useAccountBadges } from './use-account-badges'
import { useDashboardData } from './use-dashboard-data'

/** The signed-in home: plan, where to continue, progress per subject, bookmarks and the latest notifications. */
export function Dashboard({ subjects }: { subjects: SubjectSummary[] }) {
  const t = useTranslations('account')
  const user = useAccountUser()
  const { pro } = useAccountBadges(user.uid)
  const { data, notes, error } = useDashboardData(user.uid, subjects.reduce((n, s) => n + s.problems, 0))
  const text = useNotificationText()
  const name = user.displayName?.split(' ')[0]
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-3">
        <p className="text-xl text-foreground">{name === undefined ? t('dashboard.welcomeBackNoName') : t('dashboard.welcomeBack', { name })}</p>
        <span className="rounded-full border border-primary px-2.5 py-0.5 text-xs font-semibold text-primary" data-testid="plan-badge">
          {pro ? t('dashboard.planBadge.pro') : t('dashboard.planBadge.free')}
        </span>
      </div>
      {error && <p role="alert" className="text-destructive">{t('dashboard.progressError')}</p>}
      <div className="grid gap-6 text-sm md:grid-cols-2">
        <Panel title={t('dashboard.continueReading')}>
          {data === null ? (
            <p className="text-muted">{t('loading')}</p>
          ) : data.recent.length === 0 ? (
            <p className="text-muted">
              {t.rich('dashboard.nothingYet', {
                link: (chunks) => (
                  <Link href="/learn" className="text-primary underline">
                    {chunks}
                  </Link>
                ),
              })}
            </p>
          ) : (
            <PageLinks pages={data.recent} />
          )}
        </Panel>
        <Panel title={t('dashboard.progress')}>
          <SubjectProgressList subjects={subjects} data={data} />
        </Panel>
        <Panel title={t('dashboard.bookmarks')}>
          {data && data.bookmarks.length > 0 ? (
            <PageLinks pages={data.bookmarks} />
          ) : (
            <p className="text-muted">{data ? t('dashboard.noBookmarks') : t('loading')}</p>
          )}
        </Panel>
        <Panel title={t('dashboard.notifications')} action={<Link href="/notifications" className="text-sm text-primary underline">{t('dashboard.allNotifications')}</Link>}>
          {notes.length === 0 ? (
            <p className="text-muted">{t('dashboard.noNotifications')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {notes.map((n) => (
                <li key={n.id} className={n.read ? 'text-muted' : 'font-medium text-foreground'}>
                  {text(n).title}
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
    </div>
  )
}
