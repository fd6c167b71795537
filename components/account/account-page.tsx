'use client'

import dynamic from 'next/dynamic'
import { accountTitle, type AccountScreen } from '@/lib/account-routes'
import { AccountShell } from './account-shell'
import type { SubjectSummary } from './dashboard'

// Each screen is its own chunk, so nothing of the account area rides along with the shared site code.
const loading = () => <p className="text-muted">Loading…</p>
const Dashboard = dynamic(() => import('./dashboard').then((m) => m.Dashboard), { ssr: false, loading })
const ProfileForm = dynamic(() => import('./profile-form').then((m) => m.ProfileForm), { ssr: false, loading })
const SettingsForm = dynamic(() => import('./settings-form').then((m) => m.SettingsForm), { ssr: false, loading })
const Billing = dynamic(() => import('./billing').then((m) => m.Billing), { ssr: false, loading })
const NotificationsList = dynamic(() => import('./notifications-list').then((m) => m.NotificationsList), { ssr: false, loading })

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
