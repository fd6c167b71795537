// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'

const fake = vi.hoisted(() => ({
  auth: { currentUser: null as null | Record<string, unknown> },
  listener: undefined as undefined | ((u: unknown) => void),
  stop: vi.fn(),
  signOut: vi.fn(async () => {}),
  clearLocalData: vi.fn(async () => {}),
}))

vi.mock('firebase/auth', () => ({
  onAuthStateChanged: (_auth: unknown, next: (u: unknown) => void) => {
    fake.listener = next
    return fake.stop
  },
  signOut: fake.signOut,
}))
vi.mock('@/lib/firebase/client', () => ({ getAuthClient: async () => fake.auth, clearLocalData: fake.clearLocalData }))

const { reloadAuthUser, signOutAndForget, subscribeAuthUser } = await import('@/lib/firebase/session')
const { SIGNED_IN_HINT_KEY } = await import('@/lib/firebase/auth-user')

const firebaseUser = (uid: string) => ({
  uid,
  email: `${uid}@example.org`,
  displayName: 'Ada',
  emailVerified: false,
  providerData: [{ providerId: 'password' }],
  reload: vi.fn(async () => {}),
})

describe('the session (Firebase Auth stubbed)', () => {
  beforeEach(() => {
    localStorage.clear()
    fake.listener = undefined
    fake.auth.currentUser = null
    vi.clearAllMocks()
  })

  it('hands the screens plain users and keeps the hint in step', async () => {
    const seen: unknown[] = []
    const unsubscribe = subscribeAuthUser((u) => seen.push(u))
    await vi.waitFor(() => expect(fake.listener).toBeDefined())
    fake.listener?.(firebaseUser('u1'))
    expect(seen).toEqual([{ uid: 'u1', email: 'u1@example.org', displayName: 'Ada', emailVerified: false, providerIds: ['password'] }])
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1')
    fake.listener?.(null)
    expect(seen.at(-1)).toBeNull()
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull()
    unsubscribe()
    expect(fake.stop).toHaveBeenCalledTimes(1)
  })

  it('re-reads the current user from the server', async () => {
    const user = firebaseUser('u2')
    fake.auth.currentUser = user
    expect(await reloadAuthUser()).toMatchObject({ uid: 'u2' })
    expect(user.reload).toHaveBeenCalled()
    fake.auth.currentUser = null
    expect(await reloadAuthUser()).toBeNull()
  })

  it('signs out, drops the hint and clears the local cache; a cache in use is only logged', async () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    fake.clearLocalData.mockRejectedValueOnce(new Error('another tab holds it'))
    await signOutAndForget()
    expect(fake.signOut).toHaveBeenCalledWith(fake.auth)
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBeNull()
    expect(warn).toHaveBeenCalled()
    warn.mockRestore()
  })

  it('keeps the hint when signing out fails', async () => {
    localStorage.setItem(SIGNED_IN_HINT_KEY, '1')
    fake.signOut.mockRejectedValueOnce(new Error('network'))
    await expect(signOutAndForget()).rejects.toThrow('network')
    expect(localStorage.getItem(SIGNED_IN_HINT_KEY)).toBe('1')
    expect(fake.clearLocalData).not.toHaveBeenCalled()
  })
})
