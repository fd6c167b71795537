/**
 * The one Firebase app of the browser, loaded on demand: `getAuthClient()` pulls in only Firebase Auth,
 * `getDb()` Firestore (with a persistent local cache: reads work offline, writes sync later). Public
 * pages never call getDb() for signed-out visitors, so they download no Firestore code.
 */
import type { FirebaseApp } from 'firebase/app'
import type { Auth } from 'firebase/auth'
import type { Firestore } from 'firebase/firestore'
import { currentFirebaseSettings, EMULATOR_HOSTS } from './config'

export type { Firestore } from 'firebase/firestore'

/** Firestore's local cache: the spec's default size (minimum 1 MiB). */
export const CACHE_SIZE_BYTES = 41_943_040

let app: Promise<FirebaseApp> | undefined
let auth: Promise<Auth> | undefined
let db: Promise<Firestore> | undefined

function getApp(): Promise<FirebaseApp> {
  app ??= import('firebase/app').then(({ getApps, initializeApp }) => getApps()[0] ?? initializeApp(currentFirebaseSettings().options))
  return app
}

export function getAuthClient(): Promise<Auth> {
  auth ??= Promise.all([getApp(), import('firebase/auth')]).then(([a, m]) => {
    const instance = m.initializeAuth(a, {
      persistence: [m.indexedDBLocalPersistence, m.browserLocalPersistence],
      popupRedirectResolver: m.browserPopupRedirectResolver,
    })
    if (currentFirebaseSettings().useEmulators) m.connectAuthEmulator(instance, EMULATOR_HOSTS.auth, { disableWarnings: true })
    return instance
  })
  return auth
}

/**
 * Forgets everything this browser keeps of the signed-in learner's Firestore data: stops Firestore and
 * clears its persistent cache (IndexedDB), so the next person on a shared computer cannot read it. Called
 * after signing out; the next getDb() starts afresh. When another tab still holds the cache, it cannot
 * be cleared now: the error says so and the caller logs it.
 */
export async function clearLocalData(): Promise<void> {
  const [instance, m] = await Promise.all([getDb(), import('firebase/firestore')])
  db = undefined
  await m.terminate(instance)
  await m.clearIndexedDbPersistence(instance)
}

export function getDb(): Promise<Firestore> {
  db ??= Promise.all([getApp(), import('firebase/firestore')]).then(([a, m]) => {
    const instance = m.initializeFirestore(a, {
      localCache: m.persistentLocalCache({ tabManager: m.persistentMultipleTabManager(), cacheSizeBytes: CACHE_SIZE_BYTES }),
    })
    if (currentFirebaseSettings().useEmulators) {
      m.connectFirestoreEmulator(instance, EMULATOR_HOSTS.firestore.host, EMULATOR_HOSTS.firestore.port)
    }
    return instance
  })
  return db
}
