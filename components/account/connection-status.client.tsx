'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'use-intl'
import type { ConnectionState } from '@/lib/firebase/connection'
import { cn } from '@/lib/utils'
import { useAccountDb } from './use-db'

export type { ConnectionState } from '@/lib/firebase/connection'

/**
 * The database connection of the account area (lib/firebase/account.ts watches it, once Firestore has
 * loaded): Unknown until the backend first answers, then Online or Offline.
 */
export function useConnectionState(uid: string): ConnectionState {
  const ready = useAccountDb()
  const [state, setState] = useState<ConnectionState>('Unknown')
  useEffect(() => {
    if (!ready) return
    return ready.account.watchConnection(ready.db, uid, setState)
  }, [ready, uid])
  return state
}

/** The state's name in the catalogue (`account.connection.*`). */
const stateKey = { Unknown: 'connection.unknown', Online: 'connection.online', Offline: 'connection.offline' } as const

export function ConnectionBadge({ uid }: { uid: string }) {
  const t = useTranslations('account')
  const state = useConnectionState(uid)
  const name = t(stateKey[state])
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted" role="status" aria-label={t('connection.label', { state: name })} data-testid="connection">
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', state === 'Online' ? 'bg-success' : state === 'Offline' ? 'bg-destructive' : 'bg-muted')}
      />
      {name}
    </span>
  )
}
