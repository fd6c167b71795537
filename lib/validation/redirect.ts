/**
 * Where to go after logging in or signing up: the `?next=` parameter, accepted only when it names a page
 * of ours on our own origin. Browsers strip tabs and newlines from URLs and read a backslash as a slash,
 * so "/\t/evil.example" or "/\\evil.example" would leave the site; so would "//evil.example",
 * "https://…" and "javascript:…", and their percent-encoded forms after a decode. Anything of that kind,
 * or a page that is not ours, goes to the fallback (the dashboard). Pure.
 */
import { isReturnRoute } from '@/lib/routes'

export const DEFAULT_NEXT = '/dashboard'

/** Printable ASCII that a path, query or fragment of ours can hold. */
const SAFE = /^\/[A-Za-z0-9\-._~!$&'()*+,;=:@%/?#]*$/
const BASE = 'https://noether.invalid'

function sameOriginPath(value: string): URL | undefined {
  if (!SAFE.test(value) || value.startsWith('//') || value.includes('\\')) return undefined
  let decoded: string
  try {
    decoded = decodeURIComponent(value)
  } catch {
    return undefined
  }
  // A percent-encoded form must be as harmless decoded: no control characters, no backslash, no "//".
  if (/[\u0000-\u001f\u007f\\]/.test(decoded) || decoded.startsWith('//') || /^\/+[a-z][a-z0-9+.-]*:/i.test(decoded)) return undefined
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return undefined
  }
  return url.origin === BASE ? url : undefined
}

/** `value` as a path to a page of ours (normalised), or undefined when it is anything else. */
export function sitePath(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  const url = sameOriginPath(value)
  if (!url || !isReturnRoute(url.pathname)) return undefined
  return `${url.pathname}${url.search}${url.hash}`
}

export function safeNext(next: string | null | undefined, fallback = DEFAULT_NEXT): string {
  return sitePath(next) ?? fallback
}
