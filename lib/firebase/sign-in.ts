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
import { isThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from '@/lib/theme/themes'
import { createAccountDocuments } from './account'
import { getAuthClient, getDb } from './client'

/** The theme this browser uses now, so a new account starts with it. */
function storedTheme(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY)
    return isThemeChoice(value) ? value : 'system'
  } catch {
    return 'system'
  }
}

export async function signUpWithEmail(displayName: string, email: string, password: string) {
  const auth = await getAuthClient()
  const { user } = await createUserWithEmailAndPassword(auth, email, password)
  await updateProfile(user, { displayName })
  await createAccountDocuments(await getDb(), user.uid, displayName, storedTheme())
  await sendEmailVerification(user)
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
    await createAccountDocuments(await getDb(), result.user.uid, name, storedTheme())
  }
  return result.user
}
