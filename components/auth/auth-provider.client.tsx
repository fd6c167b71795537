'use client'

import type { User } from 'firebase/auth'
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'

/** Set while someone is signed in on this browser: public pages load Firebase Auth only then. */
export const SIGNED_IN_HINT_KEY = 'noether-signed-in'

export interface AuthUser {
  uid: string
  email: string | null
  displayName: string | null
  emailVerified: boolean
  providerIds: string[]
}

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

const toAuthUser = (u: User): AuthUser => ({
  uid: u.uid,
  email: u.email,
  displayName: u.displayName,
  emailVerified: u.emailVerified,
  providerIds: u.providerData.map((p) => p.providerId),
})

function readHint(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_HINT_KEY) === '1'
  } catch {
    return false
  }
}

function writeHint(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(SIGNED_IN_HINT_KEY, '1')
    else localStorage.removeItem(SIGNED_IN_HINT_KEY)
  } catch {
    // Private mode: the header then shows signed-out controls until an account page is opened.
  }
}

/**
 * Auth state for the whole site. Firebase Auth is loaded only when needed: on account pages, or when this
 * browser was signed in last time (the hint). A visitor who never signed in loads no Firebase at all.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>('unknown')
  const [user, setUser] = useState<AuthUser | null>(null)
  const [wanted, setWanted] = useState(false)

  useEffect(() => {
    if (wanted || readHint()) {
      let unsubscribe: (() => void) | undefined
      let live = true
      void Promise.all([import('@/lib/firebase/client'), import('firebase/auth')]).then(async ([{ getAuthClient }, { onAuthStateChanged }]) => {
        const auth = await getAuthClient()
        if (!live) return
        unsubscribe = onAuthStateChanged(auth, (u) => {
          writeHint(Boolean(u))
          setUser(u ? toAuthUser(u) : null)
          setStatus(u ? 'signed-in' : 'signed-out')
        })
      })
      return () => {
        live = false
        unsubscribe?.()
      }
    }
    // Never signed in here: settle to signed-out without loading anything.
    const id = window.setTimeout(() => setStatus((s) => (s === 'unknown' ? 'signed-out' : s)), 0)
    return () => window.clearTimeout(id)
  }, [wanted])

  const connect = useCallback(() => setWanted(true), [])
  const refresh = useCallback(async () => {
    const { getAuthClient } = await import('@/lib/firebase/client')
    const auth = await getAuthClient()
    await auth.currentUser?.reload()
    const u = auth.currentUser
    setUser(u ? toAuthUser(u) : null)
  }, [])

  const value = useMemo(() => ({ status, user, connect, refresh }), [status, user, connect, refresh])
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>')
  return value
}

/** True while a log out or account deletion is under way: protected pages then leave the redirect to it. */
export let loggingOut = false

export function beginLeaving() {
  loggingOut = true
  window.setTimeout(() => {
    loggingOut = false
  }, 5000)
}

/**
 * Signs out, clears the learner's data cached in this browser (a shared computer keeps nothing of them),
 * then goes to /login; a failure is only logged.
 */
export async function signOutAndLeave(navigate: (href: string) => void) {
  loggingOut = true
  try {
    const [{ getAuthClient, clearLocalData }, { signOut }] = await Promise.all([import('@/lib/firebase/client'), import('firebase/auth')])
    await signOut(await getAuthClient())
    writeHint(false)
    await clearLocalData().catch((error: unknown) => console.warn('The local cache could not be cleared now', error))
  } catch (error) {
    console.error('Log out failed', error)
  }
  navigate('/login')
  window.setTimeout(() => {
    loggingOut = false
  }, 1000)
}
