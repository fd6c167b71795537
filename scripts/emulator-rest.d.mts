export function ensureUser(user: { email: string; password: string; displayName?: string }): Promise<string>
export function uidByEmail(email: string): Promise<string | null>
export function setDocument(path: string, data: Record<string, unknown>): Promise<void>
export function updateDocument(path: string, data: Record<string, unknown>): Promise<void>
export function getDocument(path: string): Promise<Record<string, unknown> | null>
export function listDocuments(path: string): Promise<{ id: string; data: Record<string, unknown> }[]>
export function markEmailVerified(uid: string): Promise<void>
export function deleteDocument(path: string): Promise<void>
