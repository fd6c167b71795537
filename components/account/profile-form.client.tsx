'use client'

import { useEffect, useState, type FormEvent } from 'react'
import { useTranslations } from 'use-intl'
import { useAuth } from '@/components/auth/auth-provider.client'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import type { Profile } from '@/lib/firebase/account'
import { fieldErrors, profileSchema, type FieldErrors } from '@/lib/validation/account'
import { useAccountUser } from './account-user.client'
import { BioField } from './bio-field'
import { ProfileIdentity } from './profile-identity.client'
import { useAuthMessage } from './use-auth-message'
import { useAccountDb } from './use-db'
import { useWriteStatus } from './use-write-status'

export function ProfileForm() {
  const t = useTranslations('account')
  const say = useAuthMessage()
  const user = useAccountUser()
  const ready = useAccountDb()
  const { refresh } = useAuth()
  // undefined while loading; null when the account has no profile (the account frame recreates it).
  const [profile, setProfile] = useState<Profile | null | undefined>(undefined)
  const [bio, setBio] = useState('')
  const [errors, setErrors] = useState<FieldErrors>({})
  const { message, busy, run, setMessage } = useWriteStatus(t('profile.saved'), t('profile.saveFailed'))

  useEffect(() => {
    if (!ready) return
    return ready.account.subscribeProfile(ready.db, user.uid, (p) => {
      setProfile(p)
      setBio((current) => (current === '' ? (p?.bio ?? '') : current))
    })
  }, [ready, user.uid])

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!ready) return
    const parsed = profileSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    setMessage(null)
    if (!parsed.success) return setErrors(fieldErrors(parsed.error))
    setErrors({})
    await run(async () => {
      await ready.account.updateProfile(ready.db, user.uid, parsed.data)
      // The name in the header follows once the server has the profile (it needs the network anyway).
      const { renameSignedInUser } = await import('@/lib/firebase/account-auth')
      await renameSignedInUser(parsed.data.displayName)
      await refresh().catch(() => {})
    })
  }

  if (profile === undefined) return <p className="text-muted">{t('profile.loading')}</p>
  if (profile === null) {
    return (
      <p role="status" className="text-muted">
        {t('profile.settingUp')}
      </p>
    )
  }
  return (
    <form noValidate onSubmit={save} className="flex max-w-lg flex-col gap-5" aria-label={t('profile.form')}>
      <ProfileIdentity user={user} name={profile.displayName} onMessage={setMessage} />
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <Field label={t('profile.displayName')} name="displayName" defaultValue={profile.displayName} maxLength={50} error={errors.displayName && say(errors.displayName)} />
      <BioField value={bio} onChange={setBio} error={errors.bio && say(errors.bio)} />
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? t('profile.saving') : t('profile.save')}
      </Button>
    </form>
  )
}
