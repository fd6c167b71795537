/**
 * The database connection as the account area shows it: Unknown until the backend first answers, Online
 * while it does, Offline after 10 s without an answer (spec), whatever the browser believes, or at once
 * when the browser says it lost the network. From Offline it asks the backend again, at once when the
 * browser is back online and then with the spec's backoff (1 s, times 1.5, at most 60 s), so a short blip
 * never sticks. Pure: the caller provides the probe (a read from the server) and the events.
 */
export type ConnectionState = 'Unknown' | 'Online' | 'Offline'

export const OFFLINE_AFTER_MS = 10_000
export const RETRY = { firstMs: 1000, factor: 1.5, maxMs: 60_000 } as const

export interface ConnectionMonitor {
  /** A snapshot came from the server: the backend answered. */
  serverAnswered(): void
  /** A snapshot came from the cache only: the listener lost the backend. */
  cacheOnly(): void
  browserOffline(): void
  browserOnline(): void
  dispose(): void
}

export function createConnectionMonitor(options: {
  /** Resolves when the backend answers a read, rejects when it cannot. */
  probe: () => Promise<unknown>
  onChange: (state: ConnectionState) => void
  isBrowserOnline?: () => boolean
}): ConnectionMonitor {
  const { probe, onChange, isBrowserOnline = () => true } = options
  let state: ConnectionState = 'Unknown'
  let deadline: ReturnType<typeof setTimeout> | undefined
  let retry: ReturnType<typeof setTimeout> | undefined
  let delay: number = RETRY.firstMs
  let generation = 0
  let disposed = false

  const set = (next: ConnectionState) => {
    if (disposed || next === state) return
    state = next
    onChange(next)
  }
  const clearTimers = () => {
    clearTimeout(deadline)
    clearTimeout(retry)
  }
  const online = () => {
    generation++
    clearTimers()
    delay = RETRY.firstMs
    set('Online')
  }
  const offline = () => {
    clearTimers()
    set('Offline')
    if (!isBrowserOnline()) return // the 'online' event asks again
    retry = setTimeout(ask, delay)
    delay = Math.min(RETRY.maxMs, delay * RETRY.factor)
  }
  /** Asks the backend; no answer within OFFLINE_AFTER_MS counts as none. */
  function ask() {
    if (disposed) return
    const mine = ++generation
    clearTimeout(deadline)
    deadline = setTimeout(() => mine === generation && offline(), OFFLINE_AFTER_MS)
    probe().then(
      () => mine === generation && online(),
      () => mine === generation && offline(),
    )
  }

  ask()
  return {
    serverAnswered: online,
    cacheOnly: () => state !== 'Offline' && ask(),
    browserOffline: () => {
      generation++
      offline()
    },
    browserOnline: () => {
      delay = RETRY.firstMs
      ask()
    },
    dispose: () => {
      disposed = true
      clearTimers()
    },
  }
}
