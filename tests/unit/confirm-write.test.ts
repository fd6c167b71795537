import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { confirmWrite } from '@/lib/firebase/confirm-write'

describe('confirmWrite', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('says saved when the server confirms within the wait', async () => {
    const { first } = confirmWrite(Promise.resolve(), { waitMs: 3000 })
    await expect(first).resolves.toBe('saved')
  })

  it('says pending after the wait when the server is silent, and synced resolves once it answers', async () => {
    let confirm!: () => void
    const write = new Promise<void>((resolve) => (confirm = resolve))
    const { first, synced } = confirmWrite(write, { waitMs: 3000 })
    vi.advanceTimersByTime(3000)
    await expect(first).resolves.toBe('pending')
    let done = false
    void synced.then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(false)
    confirm()
    await synced
    expect(done).toBe(true)
  })

  it('says pending at once when the browser knows it is offline', async () => {
    const { first } = confirmWrite(new Promise(() => {}), { waitMs: 3000, online: false })
    vi.advanceTimersByTime(0)
    await expect(first).resolves.toBe('pending')
  })

  it('passes on a refusal', async () => {
    const { first, synced } = confirmWrite(Promise.reject(new Error('permission-denied')))
    await expect(first).rejects.toThrow('permission-denied')
    await expect(synced).rejects.toThrow('permission-denied')
  })
})
