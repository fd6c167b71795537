// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ConnectionState } from '@/lib/firebase/connection'

/** Firestore stubbed: the profile listener and the reads from the server are the test's to answer. */
const fake = vi.hoisted(() => ({
  listener: undefined as undefined | { options: unknown; next: (snap: { metadata: { fromCache: boolean } }) => void; error: () => void },
  reads: [] as { resolve: () => void; reject: (e: Error) => void }[],
  stop: vi.fn(),
}))

vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...path: string[]) => ({ path: path.join('/') }),
  getDocFromServer: vi.fn(() => new Promise<void>((resolve, reject) => fake.reads.push({ resolve, reject }))),
  onSnapshot: vi.fn((_ref: unknown, options: unknown, next: never, error: never) => {
    fake.listener = { options, next, error }
    return fake.stop
  }),
}))

const firestore = await import('firebase/firestore')
const { watchConnection } = await import('@/lib/firebase/account')
const { OFFLINE_AFTER_MS } = await import('@/lib/firebase/connection')

const db = {} as never
const snapshot = (fromCache: boolean) => ({ metadata: { fromCache } })

describe('watchConnection', () => {
  let states: ConnectionState[]
  beforeEach(() => {
    vi.useFakeTimers()
    vi.clearAllMocks()
    fake.listener = undefined
    fake.reads = []
    states = []
  })
  afterEach(() => vi.useRealTimers())

  it('listens to the user\'s profile with its metadata and asks the server for it', () => {
    const stop = watchConnection(db, 'u1', (s) => states.push(s))
    expect(firestore.onSnapshot).toHaveBeenCalledWith({ path: 'users/u1' }, { includeMetadataChanges: true }, expect.any(Function), expect.any(Function))
    expect(firestore.getDocFromServer).toHaveBeenCalledWith({ path: 'users/u1' })
    expect(states).toEqual([])
    stop()
  })

  it('is Online once the server answers, and Offline when the browser says it lost the network', async () => {
    const stop = watchConnection(db, 'u1', (s) => states.push(s))
    fake.listener?.next(snapshot(false))
    expect(states).toEqual(['Online'])
    window.dispatchEvent(new Event('offline'))
    expect(states).toEqual(['Online', 'Offline'])
    window.dispatchEvent(new Event('online'))
    fake.reads.at(-1)?.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(states).toEqual(['Online', 'Offline', 'Online'])
    stop()
  })

  it('asks the server again when the listener falls back to the cache or fails, and goes Offline without an answer', async () => {
    const stop = watchConnection(db, 'u1', (s) => states.push(s))
    fake.reads.shift()?.resolve()
    await vi.advanceTimersByTimeAsync(0)
    expect(states).toEqual(['Online'])
    fake.listener?.next(snapshot(true))
    expect(firestore.getDocFromServer).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS)
    expect(states).toEqual(['Online', 'Offline'])
    fake.listener?.next(snapshot(false))
    fake.listener?.error()
    expect(states).toEqual(['Online', 'Offline', 'Online'])
    expect(firestore.getDocFromServer).toHaveBeenCalledTimes(3)
    stop()
  })

  it('stops the listener, the timers and the browser events when stopped', async () => {
    const stop = watchConnection(db, 'u1', (s) => states.push(s))
    stop()
    expect(fake.stop).toHaveBeenCalledTimes(1)
    window.dispatchEvent(new Event('offline'))
    await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS * 2)
    fake.reads.forEach((r) => r.resolve())
    await vi.advanceTimersByTimeAsync(0)
    expect(states).toEqual([])
  })
})
