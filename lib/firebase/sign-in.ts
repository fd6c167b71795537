/**
 * Sign-in and sign-up flows on top of Firebase Auth and the account documents. Browser only; imported by
 * the login and sign-up screens on demand.
 */
import {
  createUserWithEmailAndPassword,
  GithubAuthProvider,
  GoogleAuthProvider,
  getAdditionalUserInfo,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
} from 'firebase/auth'
import { storedThemeChoice } from '@/lib/theme/themes'
import { createAccountDocuments } from './account'
import { getAuthClient, getDb } from './client'

/**
 * Creates the account, then its profile and welcome. Once the Auth user exists the sign-up has succeeded:
 * a later step that fails (the connection drops) is logged, and the account area repairs it on the next
 * visit (ensureAccountDocuments), so the learner is never told to sign up again with an address that is
 * already taken.
 */
export async function signUpWithEmail(displayName: string, email: string, password: string) {
  const auth = await getAuthClient()
  const { user } = await createUserWithEmailAndPassword(auth, email, password)
  const steps: [string, () => Promise<unknown>][] = [
    ['name', () => updateProfile(user, { displayName })],
    ['profile', async () => createAccountDocuments(await getDb(), user.uid, displayName, storedThemeChoice())],
    ['verification e-mail', () => sendEmailVerification(user)],
  ]
  for (const [step, run] of steps) {
    try {
      await run()
    } catch (error) {
      console.warn(`Sign-up: the ${step} step failed; it is repaired or can be retried later`, error)
    }
  }
  return user
}

export async function logInWithEmail(email: string, password: string) {
  return (await signInWithEmailAndPassword(await getAuthClient(), email, password)).user
}

export async function sendReset(email: string) {
  await sendPasswordResetEmail(await getAuthClient(), email)
}

/** Popup sign-in; a first-time user gets the same profile and welcome as an e-mail sign-up. */
export async function logInWithProvider(provider: 'google' | 'github') {
  const auth = await getAuthClient()
  const result = await signInWithPopup(auth, provider === 'google' ? new GoogleAuthProvider() : new GithubAuthProvider())
  if (getAdditionalUserInfo(result)?.isNewUser) {
    const name = (result.user.displayName ?? result.user.email?.split('@')[0] ?? 'Learner').slice(0, 50)
    await createAccountDocuments(await getDb(), result.user.uid, name, storedThemeChoice()).catch((error: unknown) =>
      console.warn('Sign-in: the profile was not created; the account area repairs it', error),
    )
  }
  return result.user
}
