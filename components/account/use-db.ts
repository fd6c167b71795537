'use client'

import type { Firestore } from 'firebase/firestore'
import { useEffect, useState } from 'react'

type AccountModule = typeof import('@/lib/firebase/account')

/** Firestore and the account data functions, loaded on demand (null until ready). */
export function useAccountDb(): { db: Firestore; account: AccountModule } | null {
  const [ready, setReady] = useState<{ db: Firestore; account: AccountModule } | null>(null)
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
