'use client'

import { useEffect, useState } from 'react'
import type { Profile } from '@/lib/firebase/account'
import { useAccountUser } from './account-user.client'
import { ChangePasswordForm } from './change-password-form.client'
import { DeleteAccountForm } from './delete-account-form.client'
import { EmailSettings } from './email-settings.client'
import { ThemeSettings } from './theme-settings.client'
import { useAccountDb } from './use-db'

/** The settings screen: theme, e-mails, password (password accounts only) and deleting the account. */
export function SettingsForm() {
  const user = useAccountUser()
  const ready = useAccountDb()
  const [profile, setProfile] = useState<Profile | null>(null)

  useEffect(() => {
    if (!ready) return
    return ready.account.subscribeProfile(ready.db, user.uid, setProfile)
  }, [ready, user.uid])

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <ThemeSettings ready={ready} uid={user.uid} saved={profile?.theme} />
      <EmailSettings ready={ready} uid={user.uid} preferences={profile?.emailNotifications} />
      {user.providerIds.includes('password') && <ChangePasswordForm user={user} />}
      <DeleteAccountForm ready={ready} user={user} />
    </div>
  )
}
