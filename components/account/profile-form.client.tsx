'use client'

import { useEffect, useState, type FormEvent } from 'react'
import { useAuth, type AuthUser } from '@/components/auth/auth-provider.client'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import type { Profile } from '@/lib/firebase/account'
import { authErrorMessage } from '@/lib/firebase/auth-errors'
import { BIO_MAX, fieldErrors, profileSchema } from '@/lib/validation/account'
import { Avatar } from './avatar'
import { useAccountDb } from './use-db'
import { useWriteStatus } from './use-write-status'

export function ProfileForm({ user }: { user: AuthUser }) {
  const ready = useAccountDb()
  const { refresh } = useAuth()
  // undefined while loading; null when the account has no profile (the account frame recreates it).
  const [profile, setProfile] = useState<Profile | null | undefined>(undefined)
  const [bio, setBio] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const { message, busy, run, setMessage } = useWriteStatus('Profile saved.', 'Your profile could not be saved. Try again in a moment.')

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
      const [{ getAuthClient }, { updateProfile }] = await Promise.all([import('@/lib/firebase/client'), import('firebase/auth')])
      const current = (await getAuthClient()).currentUser
      if (current) await updateProfile(current, { displayName: parsed.data.displayName }).catch((e: unknown) => console.warn(e))
      await refresh().catch(() => {})
    })
  }

  async function resend() {
    try {
      const [{ getAuthClient }, { sendEmailVerification }] = await Promise.all([import('@/lib/firebase/client'), import('firebase/auth')])
      const current = (await getAuthClient()).currentUser
      if (current) await sendEmailVerification(current)
      setMessage({ tone: 'success', text: `We sent a new verification link to ${user.email}.` })
    } catch (error) {
      setMessage({ tone: 'error', text: authErrorMessage(error) })
    }
  }

  if (profile === undefined) return <p className="text-muted">Loading your profile…</p>
  if (profile === null) {
    return (
      <p role="status" className="text-muted">
        Setting up your profile… If you are offline, it will appear when you are back online.
      </p>
    )
  }
  return (
    <form noValidate onSubmit={save} className="flex max-w-lg flex-col gap-5" aria-label="Profile">
      <div className="flex items-center gap-4">
        <Avatar name={profile.displayName} email={user.email} size="lg" />
        <div>
          <p className="font-semibold text-foreground">{user.email}</p>
          <p className="text-sm text-muted" data-testid="email-status">
            {user.emailVerified ? 'E-mail verified' : 'E-mail not verified yet'}
          </p>
          {!user.emailVerified && (
            <button type="button" onClick={() => void resend()} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
              Resend verification
            </button>
          )}
        </div>
      </div>
      {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
      <Field label="Display name" name="displayName" defaultValue={profile.displayName} maxLength={50} error={errors.displayName} />
      <div className="flex flex-col gap-1.5">
        <label htmlFor="field-bio" className="text-sm font-medium text-foreground">
          Bio
        </label>
        <textarea
          id="field-bio"
          name="bio"
          rows={4}
          value={bio}
          onChange={(e) => setBio(e.target.value)}
          aria-describedby="bio-count"
          aria-invalid={errors.bio ? true : undefined}
          className="rounded-md border border-border bg-background p-3 text-foreground outline-none focus-visible:ring-2 focus-visible:ring-primary"
        />
        <p id="bio-count" className={bio.length > BIO_MAX ? 'text-sm text-destructive' : 'text-xs text-muted'}>
          {errors.bio ?? `${bio.length} / ${BIO_MAX}`}
        </p>
      </div>
      <Button type="submit" disabled={busy} className="self-start">
        {busy ? 'Saving…' : 'Save profile'}
      </Button>
    </form>
  )
}
