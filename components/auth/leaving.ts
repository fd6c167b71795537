'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef, useSyncExternalStore } from 'react'

/**
 * "Leaving": a log out or an account deletion is under way and will navigate by itself, so a protected
 * page must not send the (by then signed-out) visitor to /login?next=… meanwhile. A tiny external store:
 * begun by the flow, ended when the navigation it started has happened (useEndLeavingOnArrival, in the
 * AuthProvider, watches the pathname), read by RequireAuth through useLeaving.
 */
export interface Leaving {
  /** The pathname the flow goes to; without one, the first page other than the one it began on. */
  to?: string
}

/**
 * The safety net: a flow that fails before it navigates (and does not call endLeaving) would otherwise
 * keep the guard up for good, and a protected page signed out later (from another tab) would wait on
 * "Checking your session…" instead of going to /login. Long enough for a slow deletion to finish.
 */
export const LEAVING_SAFETY_MS = 15_000

let leaving: Leaving | null = null
let safety: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function set(next: Leaving | null) {
  clearTimeout(safety)
  leaving = next
  if (next) safety = setTimeout(endLeaving, LEAVING_SAFETY_MS)
  for (const listener of listeners) listener()
}

export function beginLeaving(to?: string) {
  set(to === undefined ? {} : { to })
}

export function endLeaving() {
  if (leaving) set(null)
}

export const currentLeaving = (): Leaving | null => leaving
export const isLeaving = (): boolean => leaving !== null

export function subscribeLeaving(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** True while a log out or account deletion is under way: protected pages then leave the redirect to it. */
export function useLeaving(): boolean {
  return useSyncExternalStore(subscribeLeaving, isLeaving, () => false)
}

/** Whether the flow that began on `from` has got where it was going, now that the browser is at `pathname`. */
export const hasArrived = (flow: Leaving, from: string, pathname: string) => (flow.to === undefined ? pathname !== from : pathname === flow.to)

/** Ends leaving once its navigation has happened. Used once, by the AuthProvider (which every page has). */
export function useEndLeavingOnArrival() {
  const pathname = usePathname() ?? ''
  const flow = useSyncExternalStore(subscribeLeaving, currentLeaving, () => null)
  const began = useRef<{ flow: Leaving; from: string } | null>(null)
  useEffect(() => {
    if (!flow) return
    if (began.current?.flow !== flow) began.current = { flow, from: pathname }
    if (hasArrived(flow, began.current.from, pathname)) endLeaving()
  }, [flow, pathname])
}

/**
 * Signs out, clears the learner's data cached in this browser (a shared computer keeps nothing of them),
 * then goes to /login; a failure is only logged.
 */
export async function signOutAndLeave(navigate: (href: string) => void) {
  const to = '/login'
  beginLeaving(to)
  try {
    const { signOutAndForget } = await import('@/lib/firebase/session')
    await signOutAndForget()
  } catch (error) {
    console.error('Log out failed', error)
  }
  navigate(to)
}
