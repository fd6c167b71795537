/**
 * The sign-in state for the screens: following it, re-reading it, ending it. Browser only, and loaded on
 * demand (`import('@/lib/firebase/session')`), never by a page for a visitor who was not signed in here:
 * importing it brings Firebase Auth.
 */
import { onAuthStateChanged, signOut } from 'firebase/auth'
import { subscribeWhenReady, toAuthUser, writeSignedInHint, type AuthUser } from './auth-user'
import { clearLocalData, getAuthClient } from './client'

/**
 * Calls `next` with the signed-in user (or null) now and on every change, keeping the signed-in hint in
 * step. Returns the unsubscribe, which may be called before Auth has even loaded.
 */
export function subscribeAuthUser(next: (user: AuthUser | null) => void): () => void {
  return subscribeWhenReady(getAuthClient(), (auth) =>
    onAuthStateChanged(auth, (u) => {
      writeSignedInHint(Boolean(u))
      next(u ? toAuthUser(u) : null)
    }),
  )
}

/** Re-reads the current user from the server (after a profile or verification change). */
export async function reloadAuthUser(): Promise<AuthUser | null> {
  const auth = await getAuthClient()
  await auth.currentUser?.reload()
  const u = auth.currentUser
  return u ? toAuthUser(u) : null
}

/**
 * Signs out and forgets the learner's data cached in this browser (a shared computer keeps nothing of
 * them). A cache that cannot be cleared now (another tab holds it) is only logged; a failed sign-out rejects.
 */
export async function signOutAndForget(): Promise<void> {
  await signOut(await getAuthClient())
  writeSignedInHint(false)
  await clearLocalData().catch((error: unknown) => console.warn('The local cache could not be cleared now', error))
}
