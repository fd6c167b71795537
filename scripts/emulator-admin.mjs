/**
 * Admin access to the local emulators (seed data, end-to-end tests), bypassing security rules as only the
 * emulators allow. Firestore goes through @firebase/rules-unit-testing's withSecurityRulesDisabled; Auth,
 * which that library does not cover, through the Auth emulator's REST API.
 */
import { initializeTestEnvironment } from '@firebase/rules-unit-testing'

const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-noether'
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`
const FIRESTORE = new URL(`http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`)

/** @type {Promise<import('@firebase/rules-unit-testing').RulesTestEnvironment> | undefined} */
let testEnv

/**
 * Runs `use` on a Firestore that ignores the security rules (no rules are loaded, so the project's stay as
 * the emulator has them) and returns its result.
 * @template T
 * @param {(db: ReturnType<import('@firebase/rules-unit-testing').RulesTestContext['firestore']>) => Promise<T>} use
 * @returns {Promise<T>}
 */
async function asOwner(use) {
  testEnv ??= initializeTestEnvironment({
    projectId: PROJECT,
    firestore: { host: FIRESTORE.hostname, port: Number(FIRESTORE.port) },
  })
  let result
  await (await testEnv).withSecurityRulesDisabled(async (context) => {
    result = await use(context.firestore())
  })
  return /** @type {T} */ (result)
}

async function callAuth(url, body) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  if (!res.ok) throw Object.assign(new Error(`POST ${url}: ${res.status} ${text}`), { status: res.status })
  return text ? JSON.parse(text) : {}
}

/** Creates an e-mail user (or signs in if it exists); returns its uid. */
export async function ensureUser({ email, password, displayName }) {
  try {
    const r = await callAuth(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      email,
      password,
      displayName,
      returnSecureToken: true,
    })
    return r.localId
  } catch (error) {
    if (!String(error.message).includes('EMAIL_EXISTS')) throw error
    const r = await callAuth(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      email,
      password,
      returnSecureToken: true,
    })
    return r.localId
  }
}

/** Looks up a user's uid by e-mail in the Auth emulator, or null. */
export async function uidByEmail(email) {
  const r = await callAuth(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`, { email: [email] }).catch(() => ({}))
  return r.users?.[0]?.localId ?? null
}

/** Marks an e-mail verified (the Auth emulator's admin update). */
export async function markEmailVerified(uid) {
  await callAuth(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, { localId: uid, emailVerified: true })
}

/** Writes (replaces) a document at a slash path, e.g. users/uid/notifications/n1. */
export async function setDocument(path, data) {
  await asOwner((db) => db.doc(path).set(data))
}

/** Replaces the given top-level fields of an existing document. */
export async function updateDocument(path, data) {
  await asOwner((db) => db.doc(path).update(data))
}

/** A document's data, or null if there is none. */
export async function getDocument(path) {
  return asOwner(async (db) => {
    const snapshot = await db.doc(path).get()
    return snapshot.exists ? (snapshot.data() ?? {}) : null
  })
}

/** The documents of a collection: [{ id, data }]. */
export async function listDocuments(path) {
  return asOwner(async (db) => (await db.collection(path).get()).docs.map((d) => ({ id: d.id, data: d.data() })))
}

/** Deletes a document (not its subcollections). */
export async function deleteDocument(path) {
  await asOwner((db) => db.doc(path).delete())
}
