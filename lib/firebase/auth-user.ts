/**
 * The signed-in person as the site sees them, and the hint that one is signed in on this browser. Pure: no
 * Firebase code is loaded by importing this file (the root layout's AuthProvider does, on every page);
 * lib/firebase/session.ts turns Firebase's users into these.
 */
import type { User } from 'firebase/auth'

/** Set while someone is signed in on this browser: public pages load Firebase Auth only then. */
export const SIGNED_IN_HINT_KEY = 'noether-signed-in'

export interface AuthUser {
  uid: string
  email: string | null
  displayName: string | null
  emailVerified: boolean
  providerIds: string[]
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/** A plain copy of what the screens need from Firebase's user (which is live and mutable). */
export const toAuthUser = (u: Pick<User, 'uid' | 'email' | 'displayName' | 'emailVerified' | 'providerData'>): AuthUser => ({
  uid: u.uid,
  email: u.email,
  displayName: u.displayName,
  emailVerified: u.emailVerified,
  providerIds: u.providerData.map((p) => p.providerId),
})

/** How an account proves it is its owner again: its password, or a fresh sign-in with Google or GitHub. */
export type OwnerProof = 'password' | 'google.com' | 'github.com'

/** The proof Firebase will take from this account (the password first), or undefined when it has none. */
export function ownerProof(user: Pick<AuthUser, 'providerIds'>): OwnerProof | undefined {
  return (['password', 'google.com', 'github.com'] as const).find((id) => user.providerIds.includes(id))
}

/** The browser's localStorage, read inside the callers' try: merely touching it throws where storage is blocked. */
const browserStorage = (): StorageLike | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage)

export function readSignedInHint(storage?: StorageLike): boolean {
  try {
    return (storage ?? browserStorage())?.getItem(SIGNED_IN_HINT_KEY) === '1'
  } catch {
    return false
  }
}

export function writeSignedInHint(signedIn: boolean, storage?: StorageLike) {
  try {
    const store = storage ?? browserStorage()
    if (signedIn) store?.setItem(SIGNED_IN_HINT_KEY, '1')
    else store?.removeItem(SIGNED_IN_HINT_KEY)
  } catch {
    // Private mode: the header then shows signed-out controls until an account page is opened.
  }
}

/**
 * An unsubscribe for a subscription that can start only once `ready` resolves (a module or a client still
 * loading): stopping before then means it never starts, stopping after ends it. A failure to get ready is
 * logged. Pure.
 */
export function subscribeWhenReady<T>(ready: Promise<T>, subscribe: (value: T) => () => void): () => void {
  let stopped = false
  let stop: (() => void) | undefined
  ready.then(
    (value) => {
      if (!stopped) stop = subscribe(value)
    },
    (error: unknown) => console.error('Could not start following the sign-in state', error),
  )
  return () => {
    stopped = true
    stop?.()
    stop = undefined
  }
}
