// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { AuthUser } from '@/lib/firebase/auth-user'

/** Firebase Auth, the Firebase client and the account's Firestore data, stubbed; `calls` keeps their order. */
const fake = vi.hoisted(() => {
  const calls: string[] = []
  const step = (name: string) =>
    vi.fn<(...args: unknown[]) => Promise<void>>(async () => {
      calls.push(name)
    })
  return {
    calls,
    auth: { currentUser: null as null | { uid: string } },
    reauthenticateWithCredential: step('reauthenticate with password'),
    reauthenticateWithPopup: step('reauthenticate with popup'),
    updatePassword: step('update password'),
    deleteUser: step('delete user'),
    updateProfile: step('update profile'),
    sendEmailVerification: step('send verification'),
    deleteUserData: step('delete data'),
    clearLocalData: step('clear local data'),
  }
})

vi.mock('firebase/auth', () => ({
  EmailAuthProvider: { credential: (email: string, password: string) => ({ email, password }) },
  GoogleAuthProvider: class {
    providerId = 'google.com'
  },
  GithubAuthProvider: class {
    providerId = 'github.com'
  },
  reauthenticateWithCredential: fake.reauthenticateWithCredential,
  reauthenticateWithPopup: fake.reauthenticateWithPopup,
  updatePassword: fake.updatePassword,
  deleteUser: fake.deleteUser,
  updateProfile: fake.updateProfile,
  sendEmailVerification: fake.sendEmailVerification,
}))
vi.mock('@/lib/firebase/client', () => ({ getAuthClient: async () => fake.auth, clearLocalData: fake.clearLocalData }))
vi.mock('@/lib/firebase/account', () => ({ deleteUserData: fake.deleteUserData }))

const { changePassword, deleteAccount, renameSignedInUser, sendVerificationEmail } = await import('@/lib/firebase/account-auth')
const { ownerProof, SIGNED_IN_HINT_KEY } = await import('@/lib/firebase/auth-user')
const { authErrorMessage } = await import('@/lib/firebase/auth-errors')

const db = { name: 'db' } as never
const person = (providerIds: string[]): AuthUser => ({ uid: 'u1', email: 'ada@example.org', displayName: 'Ada', emailVerified: true, providerIds })
const signedIn = { uid: 'u1' }
const AGAIN = authErrorMessage({ code: 'auth/requires-recent-login' })

beforeEach(() => {
  vi.clearAllMocks()
  fake.calls.length = 0
  fake.auth.currentUser = signedIn
  localStorage.clear()
})

describe('ownerProof', () => {
  it('takes the password first, then Google, then GitHub, and nothing else', () => {
    expect(ownerProof({ providerIds: ['google.com', 'password'] })).toBe('password')
    expect(ownerProof({ providerIds: ['github.com', 'google.com'] })).toBe('google.com')
    expect(ownerProof({ providerIds: ['github.com'] })).toBe('github.com')
    expect(ownerProof({ providerIds: ['twitter.com'] })).toBeUndefined()
    expect(ownerProof({ providerIds: [] })).toBeUndefined()
  })
})

describe('changePassword', () => {
  it('signs the account in again with its current password, then sets the new one', async () => {
    await changePassword(person(['password']), 'engine42', 'analytical7')
    expect(fake.reauthenticateWithCredential).toHaveBeenCalledWith(signedIn, { email: 'ada@example.org', password: 'engine42' })
    expect(fake.updatePassword).toHaveBeenCalledWith(signedIn, 'analytical7')
    expect(fake.calls).toEqual(['reauthenticate with password', 'update password'])
  })

  it('changes nothing when the current password is wrong, and keeps Firebase\'s code for the message', async () => {
    fake.reauthenticateWithCredential.mockRejectedValueOnce(Object.assign(new Error('wrong'), { code: 'auth/wrong-password' }))
    await expect(changePassword(person(['password']), 'nope', 'analytical7')).rejects.toMatchObject({ code: 'auth/wrong-password' })
    expect(fake.updatePassword).not.toHaveBeenCalled()
  })

  it('asks to log in again when nobody is signed in any more', async () => {
    fake.auth.currentUser = null
    const error = await changePassword(person(['password']), 'engine42', 'analytical7').catch((e: unknown) => e)
    expect(authErrorMessage(error)).toBe(AGAIN)
    expect(fake.calls).toEqual([])
  })
})

describe('deleteAccount', () => {
  it('proves ownership, then deletes the data, the user and what this browser keeps, in that order', async () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1')
    const confirmed = vi.fn(() => void fake.calls.push('owner confirmed'))
    await deleteAccount(db, person(['password']), 'engine42', confirmed)
    expect(fake.calls).toEqual(['reauthenticate with password', 'owner confirmed', 'delete data', 'delete user', 'clear local data'])
    expect(fake.deleteUserData).toHaveBeenCalledWith(db, 'u1')
    expect(fake.deleteUser).toHaveBeenCalledWith(signedIn)
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull()
  })

  it('touches nothing when the owner cannot prove who they are', async () => {
    fake.reauthenticateWithCredential.mockRejectedValueOnce(Object.assign(new Error('wrong'), { code: 'auth/wrong-password' }))
    const confirmed = vi.fn()
    await expect(deleteAccount(db, person(['password']), 'nope', confirmed)).rejects.toMatchObject({ code: 'auth/wrong-password' })
    expect(confirmed).not.toHaveBeenCalled()
    expect(fake.calls).toEqual([])
  })

  it('confirms a Google or GitHub account with a fresh sign-in through its provider', async () => {
    await deleteAccount(db, person(['google.com']), '')
    expect(fake.reauthenticateWithPopup).toHaveBeenLastCalledWith(signedIn, expect.objectContaining({ providerId: 'google.com' }))
    await deleteAccount(db, person(['github.com']), '')
    expect(fake.reauthenticateWithPopup).toHaveBeenLastCalledWith(signedIn, expect.objectContaining({ providerId: 'github.com' }))
    expect(fake.reauthenticateWithCredential).not.toHaveBeenCalled()
  })

  it('asks to log in again for an account with no way to confirm, or when signed out, and deletes nothing', async () => {
    for (const [providerIds, currentUser] of [[['twitter.com'], signedIn], [['google.com'], null], [['password'], null]] as const) {
      fake.auth.currentUser = currentUser
      const error = await deleteAccount(db, person([...providerIds]), 'engine42').catch((e: unknown) => e)
      expect(authErrorMessage(error), providerIds[0]).toBe(AGAIN)
    }
    expect(fake.calls).toEqual([])
  })

  it('only logs a local cache that cannot be cleared now: the account is gone all the same', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fake.clearLocalData.mockRejectedValueOnce(new Error('another tab holds it'))
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1')
    await deleteAccount(db, person(['password']), 'engine42')
    expect(warn).toHaveBeenCalledWith('The local cache could not be cleared now', expect.any(Error))
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull()
    warn.mockRestore()
  })

  it('stops at a failed data deletion, keeping the user (and the error for the message)', async () => {
    fake.deleteUserData.mockRejectedValueOnce(Object.assign(new Error('offline'), { code: 'auth/network-request-failed' }))
    await expect(deleteAccount(db, person(['password']), 'engine42')).rejects.toMatchObject({ code: 'auth/network-request-failed' })
    expect(fake.deleteUser).not.toHaveBeenCalled()
  })
})

describe('the signed-in user\'s name and verification', () => {
  it('renames the signed-in user; a refusal is only logged', async () => {
    await renameSignedInUser('Ada King')
    expect(fake.updateProfile).toHaveBeenCalledWith(signedIn, { displayName: 'Ada King' })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fake.updateProfile.mockRejectedValueOnce(new Error('refused'))
    await expect(renameSignedInUser('Ada King')).resolves.toBeUndefined()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('sends a verification link to the signed-in user, and does nothing when nobody is', async () => {
    await sendVerificationEmail()
    expect(fake.sendEmailVerification).toHaveBeenCalledWith(signedIn)
    fake.auth.currentUser = null
    await sendVerificationEmail()
    await renameSignedInUser('Ada')
    expect(fake.sendEmailVerification).toHaveBeenCalledTimes(1)
    expect(fake.updateProfile).not.toHaveBeenCalled()
  })
})
