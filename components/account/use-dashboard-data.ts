'use client'

import { useEffect, useState } from 'react'
import type { DashboardData, Notification } from '@/lib/firebase/account'
import { useAccountDb } from './use-db'

/** The dashboard's progress and its three latest notifications, both live; `error` when progress failed to load. */
export function useDashboardData(uid: string, problems: number) {
  const ready = useAccountDb()
  const [data, setData] = useState<DashboardData | null>(null)
  const [notes, setNotes] = useState<Notification[]>([])
  const [error, setError] = useState(false)

  useEffect(() => {
    if (!ready) return
    const stopProgress = ready.account.subscribeDashboard(ready.db, uid, problems, setData, (e) => {
      console.warn(e)
      setError(true)
    })
    const stopNotes = ready.account.subscribeNotifications(ready.db, uid, (items) => setNotes(items.slice(0, 3)), () => {}, 3)
    return () => {
      stopProgress()
      stopNotes()
    }
  }, [ready, uid, problems])

  return { data, notes, error }
}
