'use client'

import { useTheme } from 'next-themes'
import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'
import { beginLeaving, SIGNED_IN_HINT_KEY, type AuthUser } from '@/components/auth/auth-provider.client'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import type { Profile } from '@/lib/firebase/account'
import { authErrorMessage } from '@/lib/firebase/auth-errors'
import { isThemeChoice, themeChoices } from '@/lib/theme/themes'
import { changePasswordSchema, fieldErrors, PASSWORD_HINT } from '@/lib/validation/account'
import { useAccountDb } from './use-db'
import { useWriteStatus } from './use-write-status'

type Msg = { tone: 'error' | 'success' | 'info'; text: string } | null

async function reauthenticate(email: string, password: string) {
  const [{ getAuthClient }, { EmailAuthProvider, reauthenticateWithCredential }] = await Promise.all([
    import('@/lib/firebase/client'),
    import('firebase/auth'),
  ])
  const current = (await getAuthClient()).currentUser
  if (!current) throw Object.assign(new Error('signed out'), { code: 'auth/requires-recent-login' })
  await reauthenticateWithCredential(current, EmailAuthProvider.credential(email, password))
  return current
}

/**
 * Proves it is still the account's owner before anything is deleted: the password for a password
 * account, a fresh sign-in through Google or GitHub otherwise. Firebase also refuses to delete a user who
 * has not signed in recently, so without this a provider account would lose its data and keep its login.
 */
async function reauthenticateOwner(user: AuthUser, password: string) {
  if (user.providerIds.includes('password')) return reauthenticate(user.email ?? '', password)
  const [{ getAuthClient }, auth] = await Promise.all([import('@/lib/firebase/client'), import('firebase/auth')])
  const current = (await getAuthClient()).currentUser
  if (!current) throw Object.assign(new Error('signed out'), { code: 'auth/requires-recent-login' })
  const provider = user.providerIds.includes('google.com')
    ? new auth.GoogleAuthProvider()
    : user.providerIds.includes('github.com')
      ? new auth.GithubAuthProvider()
      : undefined
  if (!provider) throw Object.assign(new Error('no provider to confirm with'), { code: 'auth/requires-recent-login' })
  await auth.reauthenticateWithPopup(current, provider)
  return current
}

/** "Google" or "GitHub": how a provider account confirms it is its owner. */
const providerName = (user: AuthUser) => (user.providerIds.includes('google.com') ? 'Google' : user.providerIds.includes('github.com') ? 'GitHub' : 'your sign-in provider')

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border p-5">
      <h2 id={id} className="text-lg font-semibold text-foreground">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  )
}

export function SettingsForm({ user }: { user: AuthUser }) {
  const ready = useAccountDb()
  const router = useRouter()
  const { setTheme } = useTheme()
  const [profile, setProfile] = useState<Profile | null>(null)
  const [picked, setPicked] = useState<string | null>(null)
  const theme = useWriteStatus('Theme saved to your account.', 'The theme could not be saved to your account.')
  const mail = useWriteStatus('E-mail preferences saved.', 'Your e-mail preferences could not be saved.')
  const [pwMsg, setPwMsg] = useState<Msg>(null)
  const [pwErrors, setPwErrors] = useState<Record<string, string>>({})
  const [deleteMsg, setDeleteMsg] = useState<Msg>(null)
  const [confirmText, setConfirmText] = useState('')
  const [busy, setBusy] = useState<string | null>(null)
  const passwordUser = user.providerIds.includes('password')

  useEffect(() => {
    if (!ready) return
    return ready.account.subscribeProfile(ready.db, user.uid, setProfile)
  }, [ready, user.uid])

  async function saveTheme(value: string) {
    if (!ready || !isThemeChoice(value)) return
    setPicked(value)
    setTheme(value)
    await theme.run(() => ready.account.updateProfile(ready.db, user.uid, { theme: value }))
  }

  async function saveMail(key: 'product' | 'digest', on: boolean) {
    if (!ready) return
    await mail.run(() => ready.account.updateProfile(ready.db, user.uid, { emailNotifications: { ...profile?.emailNotifications, [key]: on } }))
  }

  async function changePassword(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = changePasswordSchema.safeParse(Object.fromEntries(new FormData(form)))
    setPwMsg(null)
    if (!parsed.success) return setPwErrors(fieldErrors(parsed.error))
    setPwErrors({})
    setBusy('password')
    try {
      const current = await reauthenticate(user.email ?? '', parsed.data.current)
      const { updatePassword } = await import('firebase/auth')
      await updatePassword(current, parsed.data.next)
      form.reset()
      setPwMsg({ tone: 'success', text: 'Password changed.' })
    } catch (error) {
      setPwMsg({ tone: 'error', text: authErrorMessage(error) })
    } finally {
      setBusy(null)
    }
  }

  async function deleteAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!ready || confirmText !== 'DELETE') return
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    setBusy('delete')
    setDeleteMsg(null)
    try {
      // First prove ownership (nothing is touched if that fails), then the data, then the user.
      const current = await reauthenticateOwner(user, password)
      beginLeaving() // this page leaves on its own once the user is gone
      await ready.account.deleteUserData(ready.db, user.uid)
      const { deleteUser } = await import('firebase/auth')
      await deleteUser(current)
      const { clearLocalData } = await import('@/lib/firebase/client')
      await clearLocalData().catch((e: unknown) => console.warn('The local cache could not be cleared now', e))
      try {
        localStorage.removeItem(SIGNED_IN_HINT_KEY)
      } catch {}
      router.replace('/?account=deleted')
    } catch (error) {
      setDeleteMsg({ tone: 'error', text: authErrorMessage(error) })
      setBusy(null)
    }
  }

  const chosen = picked ?? profile?.theme ?? 'system'
  return (
    <div className="flex max-w-2xl flex-col gap-6">
      <Section title="Theme">
        <fieldset>
          <legend className="text-sm text-muted">Saved to your account and applied when you sign in on any device.</legend>
          <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
            {themeChoices.map((t) => (
              <label key={t.id} className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-2 py-1.5 text-sm has-[:checked]:border-primary">
                <input type="radio" name="theme" value={t.id} checked={chosen === t.id} onChange={() => void saveTheme(t.id)} />
                {t.label}
              </label>
            ))}
          </div>
        </fieldset>
        {theme.message && <div className="mt-3"><FormMessage tone={theme.message.tone}>{theme.message.text}</FormMessage></div>}
      </Section>

      <Section title="E-mail notifications">
        <div className="flex flex-col gap-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={profile?.emailNotifications?.product ?? true} onChange={(e) => void saveMail('product', e.target.checked)} />
            New content and features
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={profile?.emailNotifications?.digest ?? false} onChange={(e) => void saveMail('digest', e.target.checked)} />
            Weekly digest of my progress
          </label>
        </div>
        {mail.message && <div className="mt-3"><FormMessage tone={mail.message.tone}>{mail.message.text}</FormMessage></div>}
      </Section>

      {passwordUser && (
        <Section title="Change password">
          <form noValidate onSubmit={changePassword} className="flex flex-col gap-4" aria-label="Change password">
            {pwMsg && <FormMessage tone={pwMsg.tone}>{pwMsg.text}</FormMessage>}
            <Field label="Current password" name="current" type="password" autoComplete="current-password" error={pwErrors.current} />
            <Field label="New password" name="next" type="password" autoComplete="new-password" error={pwErrors.next} hint={PASSWORD_HINT} />
            <Field label="Confirm new password" name="confirm" type="password" autoComplete="new-password" error={pwErrors.confirm} />
            <Button type="submit" disabled={busy === 'password'} className="self-start">
              Change password
            </Button>
          </form>
        </Section>
      )}

      <Section title="Delete account">
        <form onSubmit={deleteAccount} className="flex flex-col gap-4" aria-label="Delete account">
          <p className="text-sm text-muted">
            This removes your profile, progress, bookmarks and notifications, then the account itself. It cannot be undone.
          </p>
          {deleteMsg && <FormMessage tone="error">{deleteMsg.text}</FormMessage>}
          {passwordUser ? (
            <Field label="Password" name="password" type="password" autoComplete="current-password" />
          ) : (
            <p className="text-sm text-muted">To confirm, you will sign in with {providerName(user)} once more.</p>
          )}
          <Field label='Type DELETE to confirm' name="confirmDelete" value={confirmText} onChange={(e) => setConfirmText(e.target.value)} autoComplete="off" />
          <Button type="submit" variant="destructive" disabled={confirmText !== 'DELETE' || busy === 'delete'} className="self-start">
            {busy === 'delete' ? 'Deleting…' : 'Delete my account'}
          </Button>
        </form>
      </Section>
    </div>
  )
}
