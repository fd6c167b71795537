'use client'

import { useEffect, useState, type FormEvent } from 'react'
import { useTranslations } from 'use-intl'
import { beginLeaving, type AuthUser } from '@/components/auth/auth-provider.client'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import { authErrorMessage } from '@/lib/firebase/auth-errors'
import { ownerProof } from '@/lib/firebase/auth-user'
import { Panel } from './panel'
import { useAuthMessage } from './use-auth-message'
import type { AccountDb } from './use-db'
import { useLocaleRouter } from '@/components/use-locale-router'

const providerNames: Record<string, string> = { 'google.com': 'Google', 'github.com': 'GitHub' }

/** "Google" or "GitHub": how a provider account confirms it is its owner (undefined for any other). */
const providerName = (user: AuthUser): string | undefined => providerNames[ownerProof(user) ?? '']

/** Deletes the account and all its data, once its owner has typed DELETE and proved who they are. */
export function DeleteAccountForm({ ready, user }: { ready: AccountDb | null; user: AuthUser }) {
  const t = useTranslations('account')
  const say = useAuthMessage()
  const router = useLocaleRouter()
  const [error, setError] = useState<string | null>(null)
  const [confirmText, setConfirmText] = useState('')
  const [busy, setBusy] = useState(false)
  const passwordUser = user.providerIds.includes('password')
  const provider = providerName(user)
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
      setError(say(authErrorMessage(e)))
      setBusy(false)
    }
  }

  return (
    <Panel title={t('delete.title')}>
      <form onSubmit={submit} className="flex flex-col gap-4" aria-label={t('delete.title')}>
        <p className="text-sm text-muted">{t('delete.explanation')}</p>
        {error && <FormMessage tone="error">{error}</FormMessage>}
        {passwordUser ? (
          <Field label={t('delete.password')} name="password" type="password" autoComplete="current-password" />
        ) : (
          <p className="text-sm text-muted">{provider ? t('delete.confirmWithProvider', { provider }) : t('delete.confirmWithOwnProvider')}</p>
        )}
        {/* DELETE stays DELETE in every language: it is what the reader types. */}
        <Field label={t('delete.typeDelete')} name="confirmDelete" value={confirmText} onChange={(e) => setConfirmText(e.target.value)} autoComplete="off" />
        <Button type="submit" variant="destructive" disabled={confirmText !== 'DELETE' || busy} className="self-start">
          {busy ? t('delete.deleting') : t('delete.submit')}
        </Button>
      </form>
    </Panel>
  )
}
