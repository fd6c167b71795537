import { describe, expect, it } from 'vitest'
import { allFields } from '@/lib/catalogue'
import { ACCOUNT_ROUTES, publicRoutes } from '@/lib/routes'
import { DEFAULT_NEXT, safeNext } from '@/lib/validation/redirect'

/** Values an attacker puts in ?next= to leave the site after a log-in (OWASP's open-redirect cheat sheet and more). */
export const hostileNext = [
  '//evil.example',
  '///evil.example',
  '////evil.example/dashboard',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '/\u0000/evil.example',
  'https://evil.example',
  'https://evil.example/dashboard',
  'HTTPS://evil.example',
  'http:evil.example',
  'https:/evil.example',
  '//evil.example@noether.invalid',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5Cevil.example',
  '/%5c%5cevil.example',
  '/%09/evil.example',
  '/%0d%0a/evil.example',
  '%2F%2Fevil.example',
  '/%',
  '/%E0%A4%A',
  '/javascript:alert(1)',
  '/%6Aavascript:alert(1)',
  'evil.example',
  'dashboard',
  '.',
  '',
  '   ',
  '/\u2028/evil.example',
  '/ｅｖｉｌ',
  '/login',
  '/sign-up',
  '/not-a-page-of-ours',
  '/dashboard/../../evil',
]

describe('safeNext', () => {
  it.each(hostileNext)('sends %j to the dashboard', (value) => {
    expect(safeNext(value)).toBe(DEFAULT_NEXT)
  })

  it('sends a missing value to the fallback', () => {
    expect(safeNext(null)).toBe(DEFAULT_NEXT)
    expect(safeNext(undefined, '/profile')).toBe('/profile')
  })

  it('follows every page of ours, with its query and fragment', () => {
    for (const route of [...publicRoutes, ...ACCOUNT_ROUTES]) expect(safeNext(route)).toBe(route)
    expect(safeNext('/billing?checkout=success')).toBe('/billing?checkout=success')
    expect(safeNext(`${allFields[0]!.href}#problem-1`)).toBe(`${allFields[0]!.href}#problem-1`)
  })

  it('normalises a path of ours that takes a detour', () => {
    expect(safeNext('/mathematics/../settings')).toBe('/settings')
  })
})
