'use client'

import { useEffect, useState } from 'react'
import type { AuthUser } from '@/components/auth/auth-provider.client'
import { storedThemeChoice } from '@/lib/theme/themes'

/** Accounts checked in this page session: once each is enough. */
const checked = new Set<string>()

/**
 * Repairs an account whose profile is missing (a sign-up cut off after the Auth user was made, a profile
 * deleted since): asks the server once per page session and recreates the profile with defaults. Returns
 * 'repaired' when it did, so a screen can say so; offline it waits for the next visit.
 */
export function useEnsureAccount(user: AuthUser): 'checking' | 'ok' | 'repaired' {
  const [state, setState] = useState<'checking' | 'ok' | 'repaired'>(checked.has(user.uid) ? 'ok' : 'checking')
  useEffect(() => {
    if (checked.has(user.uid)) return
    let live = true
    void Promise.all([import('@/lib/firebase/client'), import('@/lib/firebase/account')])
      .then(async ([client, account]) => {
        const name = user.displayName?.trim() || user.email?.split('@')[0] || 'Learner'
        const repaired = await account.ensureAccountDocuments(await client.getDb(), user.uid, name.slice(0, 50), storedThemeChoice())
        checked.add(user.uid)
        if (live) setState(repaired ? 'repaired' : 'ok')
      })
      .catch((error: unknown) => {
        console.warn('Account check postponed', error)
        if (live) setState('ok')
      })
    return () => {
      live = false
    }
  }, [user.uid, user.displayName, user.email])
  return state
}
