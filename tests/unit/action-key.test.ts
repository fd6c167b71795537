import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepActionKey } from '@/lib/bundle/action-key.mjs'

describe('the Server Actions key kept across builds (so webpack’s cache version stays the same)', () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'noether-key-'))
    vi.stubEnv('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', '')
  })
  afterEach(() => {
    vi.unstubAllEnvs()
    rmSync(dir, { recursive: true, force: true })
  })

  it('makes a 256-bit key once, keeps it in the cache folder, and gives the same one to the next build', () => {
    const first = keepActionKey(path.join(dir, 'cache'))
    expect(Buffer.from(first, 'base64')).toHaveLength(32)
    expect(readFileSync(path.join(dir, 'cache', 'noether-action-key'), 'utf8')).toBe(first)
    expect(process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY).toBe(first)
    vi.stubEnv('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', '')
    expect(keepActionKey(path.join(dir, 'cache'))).toBe(first)
  })

  it('leaves a key given in the environment alone', () => {
    vi.stubEnv('NEXT_SERVER_ACTIONS_ENCRYPTION_KEY', 'given')
    expect(keepActionKey(path.join(dir, 'cache'))).toBe('given')
  })
})
