import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createConnectionMonitor, OFFLINE_AFTER_MS, type ConnectionState } from '@/lib/firebase/connection'

/** A backend whose reads the test answers or leaves hanging. */
function backend() {
  const pending: { resolve: () => void; reject: (e: Error) => void }[] = []
  const probe = vi.fn(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })))
  return { probe, answer: () => pending.shift()?.resolve(), fail: () => pending.shift()?.reject(new Error('unavailable')), pending }
}

describe('connection monitor', () => {
  let states: ConnectionState[]
  beforeEach(() => {
    vi.useFakeTimers()
    states = []
  })
  afterEach(() => vi.useRealTimers())

  it('is Unknown until the backend answers, then Online', async () => {
    const b = backend()
    createConnectionMonitor({ probe: b.probe, onChange: (s) => states.push(s) })
    expect(states).toEqual([])
    b.answer()
    await vi.advanceTimersByTimeAsync(0)
    expect(states).toEqual(['Online'])
  })

  it('goes Offline after 10 s without an answer even while the browser says it is online', async () => {
    const b = backend()
    createConnectionMonitor({ probe: b.probe, onChange: (s) => states.push(s), isBrowserOnline: () => true })
    await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS - 1)
    expect(states).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(states).toEqual(['Offline'])
  })

  it('comes back Online when the backend answers a retry, with a growing wait between tries', async () => {
    const b = backend()
    createConnectionMonitor({ probe: b.probe, onChange: (s) => states.push(s) })
    b.fail()
    await vi.advanceTimersByTimeAsync(0)
    expect(states).toEqual(['Offline'])
    await vi.advanceTimersByTimeAsync(1000) // first retry after 1 s
    expect(b.probe).toHaveBeenCalledTimes(2)
    b.fail()
    await vi.advanceTimersByTimeAsync(1499)
    expect(b.probe).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(1) // then 1.5 s
    expect(b.probe).toHaveBeenCalledTimes(3)
    b.answer()
    await vi.advanceTimersByTimeAsync(0)
    expect(states).toEqual(['Offline', 'Online'])
  })

  it('a short blip does not stick: offline, then online again, asks at once and returns to Online', async () => {
    const b = backend()
    const monitor = createConnectionMonitor({ probe: b.probe, onChange: (s) => states.push(s), isBrowserOnline: () => false })
    b.answer()
    await vi.advanceTimersByTimeAsync(0)
    monitor.browserOffline()
    expect(states).toEqual(['Online', 'Offline'])
    await vi.advanceTimersByTimeAsync(60_000)
    expect(b.probe).toHaveBeenCalledTimes(1) // no retries while the browser is offline
    monitor.browserOnline()
    b.answer()
    await vi.advanceTimersByTimeAsync(0)
    expect(states).toEqual(['Online', 'Offline', 'Online'])
  })

  it('a listener falling back to the cache makes it ask the backend, and Offline follows only if no answer', async () => {
    const b = backend()
    const monitor = createConnectionMonitor({ probe: b.probe, onChange: (s) => states.push(s) })
    b.answer()
    await vi.advanceTimersByTimeAsync(0)
    monitor.cacheOnly()
    monitor.serverAnswered()
    await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS)
    expect(states).toEqual(['Online'])
    monitor.cacheOnly()
    await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS)
    expect(states).toEqual(['Online', 'Offline'])
  })

  it('stops when disposed', async () => {
    const b = backend()
    const monitor = createConnectionMonitor({ probe: b.probe, onChange: (s) => states.push(s) })
    monitor.dispose()
    await vi.advanceTimersByTimeAsync(OFFLINE_AFTER_MS * 2)
    b.answer()
    await vi.advanceTimersByTimeAsync(0)
    expect(states).toEqual([])
  })
})
