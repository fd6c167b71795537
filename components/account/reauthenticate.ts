import type { AuthUser } from '@/components/auth/auth-provider.client'

const recentLoginNeeded = (message: string) => Object.assign(new Error(message), { code: 'auth/requires-recent-login' })

/** Signs a password account in again with its password (Firebase asks for it before sensitive changes). */
export async function reauthenticate(email: string, password: string) {
  const [{ getAuthClient }, { EmailAuthProvider, reauthenticateWithCredential }] = await Promise.all([
    import('@/lib/firebase/client'),
    import('firebase/auth'),
  ])
  const current = (await getAuthClient()).currentUser
  if (!current) throw recentLoginNeeded('signed out')
  await reauthenticateWithCredential(current, EmailAuthProvider.credential(email, password))
  return current
}

/**
 * Proves it is still the account's owner before anything is deleted: the password for a password
 * account, a fresh sign-in through Google or GitHub otherwise. Firebase also refuses to delete a user who
 * has not signed in recently, so without this a provider account would lose its data and keep its login.
 */
export async function reauthenticateOwner(user: AuthUser, password: string) {
  if (user.providerIds.includes('password')) return reauthenticate(user.email ?? '', password)
  const [{ getAuthClient }, auth] = await Promise.all([import('@/lib/firebase/client'), import('firebase/auth')])
  const current = (await getAuthClient()).currentUser
  if (!current) throw recentLoginNeeded('signed out')
  const provider = user.providerIds.includes('google.com')
    ? new auth.GoogleAuthProvider()
    : user.providerIds.includes('github.com')
      ? new auth.GithubAuthProvider()
      : undefined
  if (!provider) throw recentLoginNeeded('no provider to confirm with')
  await auth.reauthenticateWithPopup(current, provider)
  return current
}

/** "Google" or "GitHub": how a provider account confirms it is its owner. */
export const providerName = (user: AuthUser) =>
  user.providerIds.includes('google.com') ? 'Google' : user.providerIds.includes('github.com') ? 'GitHub' : 'your sign-in provider'
