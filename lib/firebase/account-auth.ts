/**
 * What the profile and settings screens change about the signed-in account in Firebase Auth: its name, its
 * verification e-mail, its password, and the account itself, each after the owner has proved who they are
 * where Firebase asks for it. Browser only, and loaded on demand (`import('@/lib/firebase/account-auth')`)
 * by those screens: importing it brings Firebase Auth and Firestore. The screens pass and receive plain
 * `AuthUser` objects; errors keep Firebase's codes, so `authErrorMessage` words them.
 */
import {
  deleteUser,
  EmailAuthProvider,
  GithubAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  sendEmailVerification,
  updatePassword,
  updateProfile,
  type User,
} from 'firebase/auth'
import { deleteUserData } from './account'
import { ownerProof, writeSignedInHint, type AuthUser } from './auth-user'
import { clearLocalData, getAuthClient, type Firestore } from './client'

/** An error authErrorMessage words as "enter your password again": Firebase's own code for it. */
const recentLoginNeeded = (message: string) => Object.assign(new Error(message), { code: 'auth/requires-recent-login' })

/** Firebase's signed-in user, which the changes below act on. */
async function signedInUser(): Promise<User> {
  const current = (await getAuthClient()).currentUser
  if (!current) throw recentLoginNeeded('signed out')
  return current
}

/** Signs a password account in again with its password (Firebase asks for it before sensitive changes). */
async function reauthenticate(user: Pick<AuthUser, 'email'>, password: string): Promise<User> {
  const current = await signedInUser()
  await reauthenticateWithCredential(current, EmailAuthProvider.credential(user.email ?? '', password))
  return current
}

/**
 * Proves it is still the account's owner: the password for a password account, a fresh sign-in through
 * Google or GitHub otherwise. Firebase also refuses to delete a user who has not signed in recently, so
 * without this a provider account would lose its data and keep its login.
 */
async function reauthenticateOwner(user: AuthUser, password: string): Promise<User> {
  const proof = ownerProof(user)
  if (proof === 'password') return reauthenticate(user, password)
  const current = await signedInUser()
  if (!proof) throw recentLoginNeeded('no provider to confirm with')
  await reauthenticateWithPopup(current, proof === 'google.com' ? new GoogleAuthProvider() : new GithubAuthProvider())
  return current
}

/** A password account's new password, once the current one has been given again. */
export async function changePassword(user: AuthUser, currentPassword: string, newPassword: string): Promise<void> {
  await updatePassword(await reauthenticate(user, currentPassword), newPassword)
}

/**
 * Deletes the account: first proves ownership (nothing is touched if that fails; then `onOwnerConfirmed`
 * runs), then the user's Firestore data, then the Auth user; last, forgets what this browser keeps of them
 * (a cache that cannot be cleared now is only logged).
 */
export async function deleteAccount(db: Firestore, user: AuthUser, password: string, onOwnerConfirmed: () => void = () => {}): Promise<void> {
  const current = await reauthenticateOwner(user, password)
  onOwnerConfirmed()
  await deleteUserData(db, user.uid)
  await deleteUser(current)
  await clearLocalData().catch((e: unknown) => console.warn('The local cache could not be cleared now', e))
  writeSignedInHint(false)
}

/** Gives the signed-in Auth user a new name too, so the header follows; a refusal is only logged. */
export async function renameSignedInUser(displayName: string): Promise<void> {
  const current = (await getAuthClient()).currentUser
  if (current) await updateProfile(current, { displayName }).catch((e: unknown) => console.warn(e))
}

/** Sends the signed-in user a new verification link (nothing when nobody is signed in). */
export async function sendVerificationEmail(): Promise<void> {
  const current = (await getAuthClient()).currentUser
  if (current) await sendEmailVerification(current)
}
