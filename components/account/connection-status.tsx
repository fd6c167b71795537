'use client'

import { useEffect, useState } from 'react'
import { cn } from '@/lib/utils'

export type ConnectionState = 'Unknown' | 'Online' | 'Offline'
/** Spec: Offline after 10 s without a backend response. */
export const OFFLINE_AFTER_MS = 10_000

/**
 * The database connection as the account area sees it: Unknown until the backend first answers, Online
 * while it does, Offline after 10 s without an answer or when the browser goes offline.
 */
export function useConnectionState(uid: string): ConnectionState {
  const [state, setState] = useState<ConnectionState>('Unknown')
  useEffect(() => {
    let stop: (() => void) | undefined
    let live = true
    let timer = window.setTimeout(() => live && setState('Offline'), OFFLINE_AFTER_MS)
    const waitForServer = () => {
      window.clearTimeout(timer)
      timer = window.setTimeout(() => live && setState('Offline'), OFFLINE_AFTER_MS)
    }
    const offline = () => setState('Offline')
    window.addEventListener('offline', offline)
    window.addEventListener('online', waitForServer)
    void Promise.all([import('@/lib/firebase/client'), import('firebase/firestore')]).then(async ([client, fs]) => {
      const db = await client.getDb()
      if (!live) return
      stop = fs.onSnapshot(
        fs.doc(db, 'users', uid),
        { includeMetadataChanges: true },
        (snap) => {
          if (!snap.metadata.fromCache) {
            window.clearTimeout(timer)
            setState('Online')
          } else if (!navigator.onLine) setState('Offline')
        },
        () => setState('Offline'),
      )
    })
    return () => {
      live = false
      window.clearTimeout(timer)
      window.removeEventListener('offline', offline)
      window.removeEventListener('online', waitForServer)
      stop?.()
    }
  }, [uid])
  return state
}

export function ConnectionBadge({ uid }: { uid: string }) {
  const state = useConnectionState(uid)
  return (
    <span className="inline-flex items-center gap-1.5 text-xs text-muted" role="status" aria-label={`Connection: ${state}`} data-testid="connection">
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', state === 'Online' ? 'bg-success' : state === 'Offline' ? 'bg-destructive' : 'bg-muted')}
      />
      {state}
    </span>
  )
}
