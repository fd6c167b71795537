/**
 * Firestore access for the account area: typed reads and writes of a user's profile, progress,
 * bookmarks, notifications and plan. Imported only where a signed-in person needs it (never at the root),
 * so Firestore code stays out of public pages for visitors. Paths and fields match firestore.rules; every
 * snapshot is read through lib/validation/documents.ts.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QuerySnapshot,
  type Unsubscribe,
} from 'firebase/firestore'
import { allFields } from '@/lib/catalogue'
import type { ThemeChoice } from '@/lib/theme/themes'
import {
  bookmarkDocument,
  checkoutUrl,
  isProSubscription,
  notificationDocument,
  profileDocument,
  readable,
  visitDocument,
  type NotificationData,
  type Profile,
} from '@/lib/validation/documents'
import { createConnectionMonitor, type ConnectionState } from './connection'
import { WELCOME_BODY, WELCOME_HREF, WELCOME_ID, welcomeTitle } from './welcome'

export type { Profile } from '@/lib/validation/documents'

export interface Visit {
  route: string
  title: string
  subject: string
  visitedAt: Date | null
}

export interface Bookmark {
  route: string
  title: string
}

export type Notification = NotificationData & { id: string }

/** A page route as a document id: /mathematics/abstract-algebra → mathematics__abstract-algebra. */
export const routeId = (route: string) => route.replace(/^\//, '').replace(/[/#]/g, '__') || 'home'

const userDoc = (db: Firestore, uid: string) => doc(db, 'users', uid)

/** A new profile: the name, the theme this browser uses, the default e-mail choices. */
const newProfile = (displayName: string, theme: ThemeChoice) => ({
  displayName,
  bio: '',
  theme,
  emailNotifications: { product: true, digest: false },
  createdAt: serverTimestamp(),
})

/** The new account's profile and welcome, in one write (the rules accept the welcome only then). */
export async function createAccountDocuments(db: Firestore, uid: string, displayName: string, theme: ThemeChoice = 'system') {
  const batch = writeBatch(db)
  batch.set(userDoc(db, uid), newProfile(displayName, theme))
  batch.set(doc(db, 'users', uid, 'notifications', WELCOME_ID), {
    title: welcomeTitle(displayName),
    body: WELCOME_BODY,
    href: WELCOME_HREF,
    read: false,
    createdAt: serverTimestamp(),
  })
  await batch.commit()
}

/**
 * Makes sure the signed-in account has its profile, whatever happened before: a sign-up whose write
 * failed after the Auth user was made, or a profile deleted since. Asks the server (not the cache); when
 * the profile is missing, creates it (with the welcome if the account never had one). Safe to call on
 * every sign-in; does nothing offline. Returns true when it created the profile.
 */
export async function ensureAccountDocuments(db: Firestore, uid: string, displayName: string, theme: ThemeChoice = 'system'): Promise<boolean> {
  const snap = await getDocFromServer(userDoc(db, uid))
  if (snap.exists()) return false
  const welcome = await getDoc(doc(db, 'users', uid, 'notifications', WELCOME_ID)).catch(() => undefined)
  if (welcome?.exists()) await setDoc(userDoc(db, uid), newProfile(displayName, theme))
  else await createAccountDocuments(db, uid, displayName, theme)
  return true
}

/**
 * The database connection of the account area, live (lib/firebase/connection.ts decides; this wires
 * Firestore and the browser's online/offline events to it): the user's profile listener reports server
 * answers and cache-only snapshots, and a read of the profile from the server is the probe. Calls `next`
 * with each new state; the returned stop ends the listener, the events and the monitor's timers.
 */
export function watchConnection(db: Firestore, uid: string, next: (state: ConnectionState) => void): Unsubscribe {
  const ref = userDoc(db, uid)
  const monitor = createConnectionMonitor({
    probe: () => getDocFromServer(ref),
    onChange: next,
    isBrowserOnline: () => navigator.onLine,
  })
  const stop = onSnapshot(
    ref,
    { includeMetadataChanges: true },
    (snap) => (snap.metadata.fromCache ? monitor.cacheOnly() : monitor.serverAnswered()),
    () => monitor.cacheOnly(),
  )
  const offline = () => monitor.browserOffline()
  const online = () => monitor.browserOnline()
  window.addEventListener('offline', offline)
  window.addEventListener('online', online)
  return () => {
    monitor.dispose()
    stop()
    window.removeEventListener('offline', offline)
    window.removeEventListener('online', online)
  }
}

export function subscribeProfile(db: Firestore, uid: string, next: (p: Profile | null) => void, onError?: (e: Error) => void): Unsubscribe {
  return onSnapshot(userDoc(db, uid), (snap) => next(snap.exists() ? profileDocument.parse(snap.data()) : null), onError)
}

export async function updateProfile(db: Firestore, uid: string, changes: Partial<Profile>) {
  await setDoc(userDoc(db, uid), { ...changes, updatedAt: serverTimestamp() }, { merge: true })
}

export async function recordVisit(db: Firestore, uid: string, visit: Omit<Visit, 'visitedAt'>) {
  await setDoc(doc(db, 'users', uid, 'visits', routeId(visit.route)), { ...visit, visitedAt: serverTimestamp() })
}

export function subscribeBookmark(db: Firestore, uid: string, route: string, next: (on: boolean) => void): Unsubscribe {
  return onSnapshot(doc(db, 'users', uid, 'bookmarks', routeId(route)), (snap) => next(snap.exists()))
}

export async function setBookmark(db: Firestore, uid: string, bookmark: Bookmark, on: boolean) {
  const ref = doc(db, 'users', uid, 'bookmarks', routeId(bookmark.route))
  if (on) await setDoc(ref, { ...bookmark, createdAt: serverTimestamp() })
  else await deleteDoc(ref)
}

export async function recordSolved(db: Firestore, uid: string, s: { route: string; problemId: string; subject: string }) {
  await setDoc(doc(db, 'users', uid, 'solved', `${routeId(s.route)}__${s.problemId}`), { ...s, solvedAt: serverTimestamp() })
}

export interface DashboardData {
  recent: Visit[]
  visitedBySubject: Record<string, number>
  solvedBySubject: Record<string, number>
  bookmarks: Bookmark[]
}

/**
 * The dashboard's progress, live: every change to the learner's visits, solved problems or bookmarks (in this
 * tab or another) reaches the dashboard, and a first answer from the offline cache is corrected when the
 * server's arrives. Calls `next` once all three lists have answered, then on every change. The reads are
 * bounded: the rules allow one visit and one bookmark per field page and one record per practice problem, so
 * no list can hold more than the catalogue's fields or the content's problems; the queries ask for no more.
 */
export function subscribeDashboard(
  db: Firestore,
  uid: string,
  problemCount: number,
  next: (data: DashboardData) => void,
  onError: (e: Error) => void,
): Unsubscribe {
  const fields = allFields.length
  const lists = {
    visits: query(collection(db, 'users', uid, 'visits'), orderBy('visitedAt', 'desc'), limit(fields)),
    solved: query(collection(db, 'users', uid, 'solved'), limit(Math.max(1, problemCount))),
    bookmarks: query(collection(db, 'users', uid, 'bookmarks'), orderBy('createdAt', 'desc'), limit(fields)),
  }
  const latest: Partial<Record<keyof typeof lists, QuerySnapshot>> = {}
  const stops = (Object.keys(lists) as (keyof typeof lists)[]).map((name) =>
    onSnapshot(
      lists[name],
      (snap) => {
        latest[name] = snap
        const { visits, solved, bookmarks } = latest
        if (visits && solved && bookmarks) next(dashboardData(visits, solved, bookmarks))
      },
      onError,
    ),
  )
  return () => stops.forEach((stop) => stop())
}

function dashboardData(visitSnap: QuerySnapshot, solvedSnap: QuerySnapshot, bookmarkSnap: QuerySnapshot): DashboardData {
  const visits = readable(visitSnap.docs, visitDocument, 'visit')
  const count = (subjects: string[]) =>
    subjects.reduce<Record<string, number>>((acc, subject) => ({ ...acc, [subject]: (acc[subject] ?? 0) + 1 }), {})
  return {
    recent: visits.slice(0, 5).map(({ route, title, subject, visitedAt }) => ({ route, title, subject, visitedAt })),
    visitedBySubject: count(visits.map((v) => v.subject)),
    solvedBySubject: count(solvedSnap.docs.map((d) => String(d.data().subject ?? ''))),
    bookmarks: readable(bookmarkSnap.docs, bookmarkDocument, 'bookmark').map(({ route, title }) => ({ route, title })),
  }
}

export function subscribeNotifications(
  db: Firestore,
  uid: string,
  next: (items: Notification[]) => void,
  onError?: (e: Error) => void,
  max = 50,
): Unsubscribe {
  const q = query(collection(db, 'users', uid, 'notifications'), orderBy('createdAt', 'desc'), limit(max))
  return onSnapshot(q, (snap) => next(readable(snap.docs, notificationDocument, 'notification')), onError)
}

export const markNotificationRead = (db: Firestore, uid: string, id: string, read = true) =>
  updateDoc(doc(db, 'users', uid, 'notifications', id), { read })

export const deleteNotification = (db: Firestore, uid: string, id: string) => deleteDoc(doc(db, 'users', uid, 'notifications', id))

export async function markAllNotificationsRead(db: Firestore, uid: string, ids: string[]) {
  const batch = writeBatch(db)
  for (const id of ids) batch.update(doc(db, 'users', uid, 'notifications', id), { read: true })
  await batch.commit()
}

/** Calls `next(true)` while the user has an active or trialing subscription to the Pro price. */
export function subscribePlan(db: Firestore, uid: string, proPrice: string, next: (pro: boolean) => void, onError?: (e: Error) => void): Unsubscribe {
  const q = query(collection(db, 'customers', uid, 'subscriptions'), where('status', 'in', ['active', 'trialing']))
  return onSnapshot(q, (snap) => next(snap.docs.some((d) => isProSubscription(d.data(), proPrice))), onError)
}

export const CHECKOUT_TIMEOUT_MS = 15_000

/**
 * Why a checkout did not start, as a key of `account.billing.errors` (the billing page words it): no answer
 * in time, an answer that is not Stripe Checkout's page, or an extension error without a message.
 */
export type CheckoutFailure = 'unavailable' | 'notStripe' | 'notStarted'

/** A checkout refused for one of the reasons above (an extension error with its own message stays an Error). */
export class CheckoutError extends Error {
  constructor(readonly reason: CheckoutFailure) {
    super(`Checkout not started: ${reason}`)
    this.name = 'CheckoutError'
  }
}

/**
 * Starts a Stripe checkout through the payments extension: writes a checkout session and waits for the
 * extension to add `url` (resolves with it if it is Stripe Checkout's, else rejects with a CheckoutError) or
 * `error` (rejects with the extension's message, shown as it wrote it). Rejects after 15 s when nothing
 * answers, and from then on ignores any late answer: an upgrade never navigates without the reader asking
 * again. The wait starts with the write, not with the server's acknowledgement, which never comes while
 * offline.
 */
export function startCheckout(
  db: Firestore,
  uid: string,
  session: { price: string; success_url: string; cancel_url: string },
  timeoutMs = CHECKOUT_TIMEOUT_MS,
): Promise<string> {
  const ref = doc(collection(db, 'customers', uid, 'checkout_sessions'))
  return new Promise((resolve, reject) => {
    let settled = false
    let stop: Unsubscribe = () => {}
    const finish = (outcome: () => void) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      stop()
      outcome()
    }
    const timer = setTimeout(() => finish(() => reject(new CheckoutError('unavailable'))), timeoutMs)
    setDoc(ref, { ...session, mode: 'subscription' }).catch((error: unknown) => finish(() => reject(error)))
    stop = onSnapshot(
      ref,
      (snap) => {
        const data = snap.data() as { url?: unknown; error?: { message?: unknown } } | undefined
        if (data?.url !== undefined) {
          const url = checkoutUrl(data.url)
          finish(() => (url ? resolve(url) : reject(new CheckoutError('notStripe'))))
        } else if (data?.error) {
          const message = data.error.message
          finish(() => reject(typeof message === 'string' ? new Error(message) : new CheckoutError('notStarted')))
        }
      },
      (error) => finish(() => reject(error)),
    )
  })
}

/** Deletes everything the user owns in Firestore (the auth user is deleted afterwards by the caller). */
export async function deleteUserData(db: Firestore, uid: string) {
  for (const sub of ['visits', 'bookmarks', 'solved', 'notifications']) {
    const snap = await getDocs(collection(db, 'users', uid, sub))
    const batch = writeBatch(db)
    snap.docs.forEach((d) => batch.delete(d.ref))
    if (!snap.empty) await batch.commit()
  }
  await deleteDoc(userDoc(db, uid))
}
