'use client'

import { useEffect, useState } from 'react'
import type { Firestore } from '@/lib/firebase/client'

type AccountModule = typeof import('@/lib/firebase/account')

/** Firestore and the account data functions, once both are loaded. */
export interface AccountDb {
  db: Firestore
  account: AccountModule
}

/** Firestore and the account data functions, loaded on demand (null until ready). */
export function useAccountDb(): AccountDb | null {
  const [ready, setReady] = useState<AccountDb | null>(null)
  useEffect(() => {
    let live = true
    void Promise.all([import('@/lib/firebase/client'), import('@/lib/firebase/account')]).then(async ([client, account]) => {
      const db = await client.getDb()
      if (live) setReady({ db, account })
    })
    return () => {
      live = false
    }
  }, [])
  return ready
}
