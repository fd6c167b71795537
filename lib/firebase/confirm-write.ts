/**
 * Honest saving. A Firestore write lands in the local cache at once, but its promise resolves only when the
 * server confirms it, which never happens while offline: awaiting it leaves a form on "Saving…" for
 * ever. `confirmWrite` answers within a few seconds either way: 'saved' when the server confirmed in time,
 * 'pending' when it did not (the write stays queued and syncs when the connection is back; `synced`
 * resolves then). A write the server refuses rejects both. Pure (no Firebase import); the forms word each
 * outcome (`account.write` in the message catalogue).
 */
export const CONFIRM_WAIT_MS = 3000

export interface WriteOutcome {
  /** What to say now: within `waitMs` at most. */
  first: Promise<'saved' | 'pending'>
  /** Settles when the server has the write (or refuses it). */
  synced: Promise<void>
}

export function confirmWrite(write: Promise<unknown>, { waitMs = CONFIRM_WAIT_MS, online = true }: { waitMs?: number; online?: boolean } = {}): WriteOutcome {
  const synced = write.then(() => undefined)
  // Offline is known at once: say so without waiting.
  const wait = online ? waitMs : 0
  const first = new Promise<'saved' | 'pending'>((resolve, reject) => {
    const timer = setTimeout(() => resolve('pending'), wait)
    synced.then(
      () => {
        clearTimeout(timer)
        resolve('saved')
      },
      (error: unknown) => {
        clearTimeout(timer)
        reject(error)
      },
    )
  })
  synced.catch(() => {}) // the caller hears of a refusal through `first` or by awaiting `synced`
  return { first, synced }
}
