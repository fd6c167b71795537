/**
 * Admin access to the local emulators over their REST APIs (seed data, end-to-end tests): creates Auth
 * users and writes Firestore documents as the owner, bypassing security rules as only the emulator allows.
 */
const PROJECT = process.env.GCLOUD_PROJECT ?? 'demo-noether'
const AUTH = `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099'}`
const FIRESTORE = `http://${process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080'}`
const DOCS = `${FIRESTORE}/v1/projects/${PROJECT}/databases/(default)/documents`

function encode(value) {
  if (value === null) return { nullValue: null }
  if (value instanceof Date) return { timestampValue: value.toISOString() }
  if (typeof value === 'boolean') return { booleanValue: value }
  if (typeof value === 'number') return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value }
  if (typeof value === 'string') return { stringValue: value }
  if (Array.isArray(value)) return { arrayValue: { values: value.map(encode) } }
  return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([k, v]) => [k, encode(v)])) } }
}

function decode(value) {
  if ('stringValue' in value) return value.stringValue
  if ('booleanValue' in value) return value.booleanValue
  if ('integerValue' in value) return Number(value.integerValue)
  if ('doubleValue' in value) return value.doubleValue
  if ('timestampValue' in value) return new Date(value.timestampValue)
  if ('nullValue' in value) return null
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decode)
  if ('mapValue' in value) return Object.fromEntries(Object.entries(value.mapValue.fields ?? {}).map(([k, v]) => [k, decode(v)]))
  return undefined
}

async function call(url, init = {}) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', authorization: 'Bearer owner', ...init.headers } })
  const text = await res.text()
  const body = text ? JSON.parse(text) : {}
  if (!res.ok) throw Object.assign(new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text}`), { status: res.status, body })
  return body
}

/** Creates an e-mail user (or signs in if it exists); returns its uid. */
export async function ensureUser({ email, password, displayName }) {
  try {
    const r = await call(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
      method: 'POST',
      body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
    })
    return r.localId
  } catch (error) {
    if (!String(error.message).includes('EMAIL_EXISTS')) throw error
    const r = await call(`${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
      method: 'POST',
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    })
    return r.localId
  }
}

/** Looks up a user's uid by e-mail in the Auth emulator, or null. */
export async function uidByEmail(email) {
  const r = await call(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:lookup`, {
    method: 'POST',
    body: JSON.stringify({ email: [email] }),
  }).catch(() => ({}))
  return r.users?.[0]?.localId ?? null
}

/** Writes (replaces) a document at a slash path, e.g. users/uid/notifications/n1. */
export async function setDocument(path, data) {
  await call(`${DOCS}/${path}`, { method: 'PATCH', body: JSON.stringify({ fields: encode(data).mapValue.fields }) })
}

/** Merges fields into a document. */
export async function updateDocument(path, data) {
  const mask = Object.keys(data).map((k) => `updateMask.fieldPaths=${encodeURIComponent(k)}`).join('&')
  await call(`${DOCS}/${path}?${mask}`, { method: 'PATCH', body: JSON.stringify({ fields: encode(data).mapValue.fields }) })
}

export async function getDocument(path) {
  try {
    const r = await call(`${DOCS}/${path}`)
    return decode({ mapValue: { fields: r.fields ?? {} } })
  } catch (error) {
    if (error.status === 404) return null
    throw error
  }
}

/** The documents of a collection: [{ id, data }]. */
export async function listDocuments(path) {
  const r = await call(`${DOCS}/${path}?pageSize=300`)
  return (r.documents ?? []).map((d) => ({ id: d.name.split('/').pop(), data: decode({ mapValue: { fields: d.fields ?? {} } }) }))
}

/** Marks an e-mail verified (the Auth emulator's admin update). */
export async function markEmailVerified(uid) {
  await call(`${AUTH}/identitytoolkit.googleapis.com/v1/projects/${PROJECT}/accounts:update`, {
    method: 'POST',
    body: JSON.stringify({ localId: uid, emailVerified: true }),
  })
}

/** Deletes a document (not its subcollections). */
export async function deleteDocument(path) {
  await call(`${DOCS}/${path}`, { method: 'DELETE' })
}
