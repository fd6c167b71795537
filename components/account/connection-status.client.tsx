'use client'

import { useEffect, useState } from 'react'
import { createConnectionMonitor, type ConnectionState } from '@/lib/firebase/connection'
import { cn } from '@/lib/utils'

export type { ConnectionState } from '@/lib/firebase/connection'

/**
 * The database connection of the account area (lib/firebase/connection.ts decides; this wires Firestore
 * and the browser's online/offline events to it): the user's profile listener reports server answers and
 * cache-only snapshots, and a read from the server is the probe.
 */
export function useConnectionState(uid: string): ConnectionState {
  const [state, setState] = useState<ConnectionState>('Unknown')
  useEffect(() => {
    let live = true
    let cleanup = () => {}
    void Promise.all([import('@/lib/firebase/client'), import('firebase/firestore')]).then(async ([client, fs]) => {
      const db = await client.getDb()
      if (!live) return
      const ref = fs.doc(db, 'users', uid)
      const monitor = createConnectionMonitor({
        probe: () => fs.getDocFromServer(ref),
        onChange: (next) => live && setState(next),
        isBrowserOnline: () => navigator.onLine,
      })
      const stop = fs.onSnapshot(
        ref,
        { includeMetadataChanges: true },
        (snap) => (snap.metadata.fromCache ? monitor.cacheOnly() : monitor.serverAnswered()),
        () => monitor.cacheOnly(),
      )
      const offline = () => monitor.browserOffline()
      const online = () => monitor.browserOnline()
      window.addEventListener('offline', offline)
      window.addEventListener('online', online)
      cleanup = () => {
        monitor.dispose()
        stop()
        window.removeEventListener('offline', offline)
        window.removeEventListener('online', online)
      }
    })
    return () => {
      live = false
      cleanup()
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
