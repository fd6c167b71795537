/**
 * Firestore access for the account area: typed reads and writes of a user's profile, progress,
 * bookmarks, notifications and plan. Imported only where a signed-in person needs it (never at the root),
 * so Firestore code stays out of public pages for visitors. Paths and fields match firestore.rules.
 */
import {
  collection,
  deleteDoc,
  doc,
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
  addDoc,
  type Firestore,
  type Timestamp,
  type Unsubscribe,
} from 'firebase/firestore'
import type { ThemeChoice } from '@/lib/theme/themes'
import { WELCOME_BODY, WELCOME_HREF, WELCOME_ID, welcomeTitle } from './welcome'

export interface Profile {
  displayName: string
  bio?: string
  theme?: ThemeChoice
  emailNotifications?: { product?: boolean; digest?: boolean }
}

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

export interface Notification {
  id: string
  title: string
  body: string
  href?: string
  read: boolean
  createdAt: Date | null
}

/** A page route as a document id: /mathematics/abstract-algebra → mathematics__abstract-algebra. */
export const routeId = (route: string) => route.replace(/^\//, '').replace(/[/#]/g, '__') || 'home'

const toDate = (t: unknown) => (t && typeof (t as Timestamp).toDate === 'function' ? (t as Timestamp).toDate() : null)

const userDoc = (db: Firestore, uid: string) => doc(db, 'users', uid)

/** The new account's profile and welcome; `theme` carries over the theme chosen before signing up. */
export async function createAccountDocuments(db: Firestore, uid: string, displayName: string, theme: ThemeChoice = 'system') {
  const batch = writeBatch(db)
  batch.set(userDoc(db, uid), {
    displayName,
    bio: '',
    theme,
    emailNotifications: { product: true, digest: false },
    createdAt: serverTimestamp(),
  })
  batch.set(doc(db, 'users', uid, 'notifications', WELCOME_ID), {
    title: welcomeTitle(displayName),
    body: WELCOME_BODY,
    href: WELCOME_HREF,
    read: false,
    createdAt: serverTimestamp(),
  })
  await batch.commit()
}

export function subscribeProfile(db: Firestore, uid: string, next: (p: Profile | null) => void, onError?: (e: Error) => void): Unsubscribe {
  return onSnapshot(userDoc(db, uid), (snap) => next(snap.exists() ? (snap.data() as Profile) : null), onError)
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

export async function loadDashboard(db: Firestore, uid: string): Promise<DashboardData> {
  const [visits, solved, bookmarks] = await Promise.all([
    getDocs(query(collection(db, 'users', uid, 'visits'), orderBy('visitedAt', 'desc'))),
    getDocs(collection(db, 'users', uid, 'solved')),
    getDocs(query(collection(db, 'users', uid, 'bookmarks'), orderBy('createdAt', 'desc'))),
  ])
  const count = (docs: { data(): { subject?: unknown } }[]) =>
    docs.reduce<Record<string, number>>((acc, d) => {
      const subject = String(d.data().subject ?? '')
      acc[subject] = (acc[subject] ?? 0) + 1
      return acc
    }, {})
  return {
    recent: visits.docs.slice(0, 5).map((d) => {
      const v = d.data()
      return { route: v.route, title: v.title, subject: v.subject, visitedAt: toDate(v.visitedAt) }
    }),
    visitedBySubject: count(visits.docs),
    solvedBySubject: count(solved.docs),
    bookmarks: bookmarks.docs.map((d) => ({ route: d.data().route, title: d.data().title })),
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
  return onSnapshot(
    q,
    (snap) =>
      next(
        snap.docs.map((d) => {
          const n = d.data()
          return { id: d.id, title: n.title, body: n.body, href: n.href, read: n.read === true, createdAt: toDate(n.createdAt) }
        }),
      ),
    onError,
  )
}

export const markNotificationRead = (db: Firestore, uid: string, id: string, read = true) =>
  updateDoc(doc(db, 'users', uid, 'notifications', id), { read })

export const deleteNotification = (db: Firestore, uid: string, id: string) => deleteDoc(doc(db, 'users', uid, 'notifications', id))

export async function markAllNotificationsRead(db: Firestore, uid: string, ids: string[]) {
  const batch = writeBatch(db)
  for (const id of ids) batch.update(doc(db, 'users', uid, 'notifications', id), { read: true })
  await batch.commit()
}

/** Calls `next(true)` while the user has an active or trialing subscription (the Pro plan). */
export function subscribePlan(db: Firestore, uid: string, next: (pro: boolean) => void, onError?: (e: Error) => void): Unsubscribe {
  const q = query(collection(db, 'customers', uid, 'subscriptions'), where('status', 'in', ['active', 'trialing']))
  return onSnapshot(q, (snap) => next(!snap.empty), onError)
}

export const CHECKOUT_TIMEOUT_MS = 15_000

/**
 * Starts a Stripe checkout through the payments extension: writes a checkout session and waits for the
 * extension to add `url` (resolves with it) or `error` (rejects with its message). Rejects with
 * "Payments are not available right now." when nothing answers within 15 s.
 */
export async function startCheckout(
  db: Firestore,
  uid: string,
  session: { price: string; success_url: string; cancel_url: string },
  timeoutMs = CHECKOUT_TIMEOUT_MS,
): Promise<string> {
  const ref = await addDoc(collection(db, 'customers', uid, 'checkout_sessions'), { ...session, mode: 'subscription' })
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      stop()
      reject(new Error('Payments are not available right now.'))
    }, timeoutMs)
    const stop = onSnapshot(ref, (snap) => {
      const data = snap.data() as { url?: string; error?: { message?: string } } | undefined
      if (data?.url) {
        clearTimeout(timer)
        stop()
        resolve(data.url)
      } else if (data?.error) {
        clearTimeout(timer)
        stop()
        reject(new Error(data.error.message ?? 'The payment could not be started.'))
      }
    })
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
