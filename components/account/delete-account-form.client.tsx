'use client'

import { useRouter } from 'next/navigation'
import { useEffect, useState, type FormEvent } from 'react'
import { beginLeaving, type AuthUser } from '@/components/auth/auth-provider.client'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import { authErrorMessage } from '@/lib/firebase/auth-errors'
import { ownerProof } from '@/lib/firebase/auth-user'
import { Panel } from './panel'
import type { AccountDb } from './use-db'

const providerNames: Record<string, string> = { 'google.com': 'Google', 'github.com': 'GitHub' }

/** "Google" or "GitHub": how a provider account confirms it is its owner. */
const providerName = (user: AuthUser) => providerNames[ownerProof(user) ?? ''] ?? 'your sign-in provider'

/** Deletes the account and all its data, once its owner has typed DELETE and proved who they are. */
export function DeleteAccountForm({ ready, user }: { ready: AccountDb | null; user: AuthUser }) {
  const router = useRouter()
  const [error, setError] = useState<string | null>(null)
  const [confirmText, setConfirmText] = useState('')
  const [busy, setBusy] = useState(false)
  const passwordUser = user.providerIds.includes('password')
  // Loaded ahead: a Google or GitHub confirmation opens its window straight from the click, before a
  // browser's pop-up blocker stops counting it as the click's.
  useEffect(() => void import('@/lib/firebase/account-auth'), [])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!ready || confirmText !== 'DELETE') return
    const password = String(new FormData(event.currentTarget).get('password') ?? '')
    setBusy(true)
    setError(null)
    try {
      // First proves ownership (nothing is touched if that fails), then deletes the data, then the user:
      // from the proof on, this page leaves on its own once the user is gone.
      const { deleteAccount } = await import('@/lib/firebase/account-auth')
      await deleteAccount(ready.db, user, password, () => beginLeaving())
      router.replace('/?account=deleted')
    } catch (e) {
      setError(authErrorMessage(e))
      setBusy(false)
    }
  }

  return (
    <Panel title="Delete account">
      <form onSubmit={submit} className="flex flex-col gap-4" aria-label="Delete account">
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
