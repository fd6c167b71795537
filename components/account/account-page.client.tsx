'use client'

import dynamic from 'next/dynamic'
import { accountTitle, type AccountScreen } from '@/lib/account-routes'
import { AccountShell } from './account-shell.client'
import type { SubjectSummary } from './dashboard.client'

// Each screen is its own chunk, so nothing of the account area rides along with the shared site code.
const loading = () => <p className="text-muted">Loading…</p>
const Dashboard = dynamic(() => import('./dashboard.client').then((m) => m.Dashboard), { ssr: false, loading })
const ProfileForm = dynamic(() => import('./profile-form.client').then((m) => m.ProfileForm), { ssr: false, loading })
const SettingsForm = dynamic(() => import('./settings-form.client').then((m) => m.SettingsForm), { ssr: false, loading })
const Billing = dynamic(() => import('./billing.client').then((m) => m.Billing), { ssr: false, loading })
const NotificationsList = dynamic(() => import('./notifications-list.client').then((m) => m.NotificationsList), { ssr: false, loading })

/** One protected account screen inside the account frame (the route files stay server components). */
export function AccountPage({ screen, subjects = [] }: { screen: AccountScreen; subjects?: SubjectSummary[] }) {
  return (
    <AccountShell title={accountTitle(screen)}>
      {(user) =>
        screen === 'dashboard' ? (
          <Dashboard user={user} subjects={subjects} />
        ) : screen === 'profile' ? (
          <ProfileForm user={user} />
        ) : screen === 'settings' ? (
          <SettingsForm user={user} />
        ) : screen === 'billing' ? (
          <Billing user={user} />
        ) : (
          <NotificationsList user={user} />
        )
      }
    </AccountShell>
  )
}
