import { afterEach, describe, expect, it, vi } from 'vitest'
import { readSignedInHint, SIGNED_IN_HINT_KEY, subscribeWhenReady, toAuthUser, writeSignedInHint } from '@/lib/firebase/auth-user'

const memoryStorage = () => {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

const blocked = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

describe('toAuthUser', () => {
  it('copies what the screens need, provider ids flattened', () => {
    const user = { uid: 'u1', email: 'a@b.org', displayName: 'Ada', emailVerified: true, providerData: [{ providerId: 'password' }, { providerId: 'google.com' }] }
    expect(toAuthUser(user as never)).toEqual({ uid: 'u1', email: 'a@b.org', displayName: 'Ada', emailVerified: true, providerIds: ['password', 'google.com'] })
  })
})

describe('the signed-in hint', () => {
  it('is written as 1, removed on sign-out, and read back', () => {
    const storage = memoryStorage()
    expect(readSignedInHint(storage)).toBe(false)
    writeSignedInHint(true, storage)
    expect(storage.items.get(SIGNED_IN_HINT_KEY)).toBe('1')
    expect(readSignedInHint(storage)).toBe(true)
    writeSignedInHint(false, storage)
    expect(storage.items.has(SIGNED_IN_HINT_KEY)).toBe(false)
    expect(readSignedInHint(storage)).toBe(false)
  })

  it('reads as signed out, and writes nothing, where storage is blocked', () => {
    expect(readSignedInHint(blocked)).toBe(false)
    expect(() => writeSignedInHint(true, blocked)).not.toThrow()
    expect(() => writeSignedInHint(false, blocked)).not.toThrow()
  })

  it('keeps its key (the header and the account screens share it)', () => {
    expect(SIGNED_IN_HINT_KEY).toBe('noether-signed-in')
  })
})

describe('subscribeWhenReady', () => {
  afterEach(() => vi.restoreAllMocks())

  it('subscribes once ready, and the unsubscribe ends it', async () => {
    const stop = vi.fn()
    const subscribe = vi.fn(() => stop)
    const unsubscribe = subscribeWhenReady(Promise.resolve('auth'), subscribe)
    await Promise.resolve()
    expect(subscribe).toHaveBeenCalledWith('auth')
    unsubscribe()
    expect(stop).toHaveBeenCalledTimes(1)
    unsubscribe()
    expect(stop).toHaveBeenCalledTimes(1)
  })

  it('never subscribes when stopped before it was ready', async () => {
    let resolve: (value: string) => void = () => {}
    const subscribe = vi.fn(() => () => {})
    const unsubscribe = subscribeWhenReady(new Promise<string>((r) => (resolve = r)), subscribe)
    unsubscribe()
    resolve('auth')
    await Promise.resolve()
    await Promise.resolve()
    expect(subscribe).not.toHaveBeenCalled()
  })

  it('logs a failure to get ready instead of leaving it unhandled', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const subscribe = vi.fn(() => () => {})
    subscribeWhenReady(Promise.reject(new Error('chunk failed')), subscribe)
    await vi.waitFor(() => expect(error).toHaveBeenCalled())
    expect(subscribe).not.toHaveBeenCalled()
  })
})
