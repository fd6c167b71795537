'use client'

import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { readSignedInHint, subscribeWhenReady, type AuthUser } from '@/lib/firebase/auth-user'
import { useEndLeavingOnArrival } from './leaving'

export { SIGNED_IN_HINT_KEY, type AuthUser } from '@/lib/firebase/auth-user'
export { beginLeaving, signOutAndLeave } from './leaving'

export type AuthStatus = 'unknown' | 'signed-in' | 'signed-out'

interface AuthContextValue {
  status: AuthStatus
  user: AuthUser | null
  /** Loads Firebase Auth and follows its state (account pages call this; the hint does it elsewhere). */
  connect: () => void
  /** Re-reads the current user (after a profile or verification change). */
  refresh: () => Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

/**
 * Auth state for the whole site. Firebase Auth is loaded only when needed: on account pages, or when this
 * browser was signed in last time (the hint). A visitor who never signed in loads no Firebase at all.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('unknown')
  const [user, setUser] = useState<AuthUser | null>(null)
  const [wanted, setWanted] = useState(false)
  useEndLeavingOnArrival()

  useEffect(() => {
    if (wanted || readSignedInHint()) {
      return subscribeWhenReady(import('@/lib/firebase/session'), (session) =>
        session.subscribeAuthUser((u) => {
          setUser(u)
          setStatus(u ? 'signed-in' : 'signed-out')
        }),
      )
    }
    // Never signed in here: settle to signed-out without loading anything.
    const id = window.setTimeout(() => setStatus((s) => (s === 'unknown' ? 'signed-out' : s)), 0)
    return () => window.clearTimeout(id)
  }, [wanted])

  const connect = useCallback(() => setWanted(true), [])
  const refresh = useCallback(async () => {
    const { reloadAuthUser } = await import('@/lib/firebase/session')
    setUser(await reloadAuthUser())
  }, [])

  const value = useMemo(() => ({ status, user, connect, refresh }), [status, user, connect, refresh])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}
