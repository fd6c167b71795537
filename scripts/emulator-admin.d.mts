/** Timestamps come back as Firestore Timestamps (firebase/compat), not Dates. */
type Data = Record<string, unknown>

export function ensureUser(user: { email: string; password: string; displayName?: string }): Promise<string>
export function uidByEmail(email: string): Promise<string | null>
export function markEmailVerified(uid: string): Promise<void>
export function setDocument(path: string, data: Data): Promise<void>
export function updateDocument(path: string, data: Data): Promise<void>
export function getDocument(path: string): Promise<Data | null>
export function listDocuments(path: string): Promise<{ id: string; data: Data }[]>
export function deleteDocument(path: string): Promise<void>
