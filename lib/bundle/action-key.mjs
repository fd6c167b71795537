/**
 * A Server Actions key that lasts between builds, so that webpack's cache does too.
 *
 * Next keys Server Actions (this site has none) with a key it keeps in `.next/cache/.rscinfo`, except on
 * a machine it takes for a Docker container (`is-docker`), where it makes a new key for every build. The key
 * is part of webpack's cache version (`serverReferenceHashSalt`), so there every production build found its
 * cache "version doesn't match" and compiled everything again: the whole of a warm build's ~56 s compile.
 * Here the key is made once and kept in `.next/cache` as Next itself would; a key given in
 * NEXT_SERVER_ACTIONS_ENCRYPTION_KEY wins.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/** Sets NEXT_SERVER_ACTIONS_ENCRYPTION_KEY to the kept key, making and keeping one first if need be. */
export function keepActionKey(cacheDir = path.join(process.cwd(), '.next', 'cache')) {
  if (process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY) return process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY
  const file = path.join(cacheDir, 'noether-action-key')
  let key = existsSync(file) ? readFileSync(file, 'utf8').trim() : ''
  if (!key) {
    key = randomBytes(32).toString('base64')
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(file, key, { mode: 0o600 })
  }
  process.env.NEXT_SERVER_ACTIONS_ENCRYPTION_KEY = key
  return key
}
