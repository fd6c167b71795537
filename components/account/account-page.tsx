'use client'

import { AccountShell } from './account-shell'
import { Billing } from './billing'
import { Dashboard, type SubjectSummary } from './dashboard'
import { NotificationsList } from './notifications-list'
import { ProfileForm } from './profile-form'
import { SettingsForm } from './settings-form'

const titles = { dashboard: 'Dashboard', profile: 'Profile', settings: 'Settings', billing: 'Billing', notifications: 'Notifications' }
export type AccountScreen = keyof typeof titles

/** One protected account screen inside the account frame (the route files stay server components). */
export function AccountPage({ screen, subjects = [] }: { screen: AccountScreen; subjects?: SubjectSummary[] }) {
  return (
    <AccountShell title={titles[screen]}>
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
