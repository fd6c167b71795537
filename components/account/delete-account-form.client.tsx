'use client'

import { useRouter } from 'next/navigation'
import { useState, type FormEvent } from 'react'
import { beginLeaving, SIGNED_IN_HINT_KEY, type AuthUser } from '@/components/auth/auth-provider.client'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import { authErrorMessage } from '@/lib/firebase/auth-errors'
import { Panel } from './panel'
import { providerName, reauthenticateOwner } from './reauthenticate'
import type { AccountDb } from './use-db'

/** Deletes the account and all its data, once its owner has typed DELETE and proved who they are. */
export function DeleteAccountForm({ ready, user }: { ready: AccountDb | null; user: AuthUser }) {
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [confirmText, setConfirmText] = useState('')
  const [busy, setBusy] = useState(false)
  const passwordUser = user.providerIds.includes('password')

  async function deleteAccount(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!ready || confirmText !== 'DELETE') return
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    setBusy(true)
    setError(null)
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
    } catch (e) {
      setError(authErrorMessage(e))
      setBusy(false)
    }
  }

  return (
    <Panel title="Delete account">
      <form onSubmit={deleteAccount} className="flex flex-col gap-4" aria-label="Delete account">
        <p className="text-sm text-muted">
          This removes your profile, progress, bookmarks and notifications, then the account itself. It cannot be undone.
        </p>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        {passwordUser ? (
          <Field label="Password" name="password" type="password" autoComplete="current-password" />
        ) : (
          <p className="text-sm text-muted">To confirm, you will sign in with {providerName(user)} once more.</p>
        )}
        <Field label='Type DELETE to confirm' name="confirmDelete" value={confirmText} onChange={(e) => setConfirmText(e.target.value)} autoComplete="off" />
        <Button type="submit" variant="destructive" disabled={confirmText !== 'DELETE' || busy} className="self-start">
          {busy ? 'Deleting…' : 'Delete my account'}
        </Button>
      </form>
    </Panel>
  )
}
