/**
 * The response headers Firebase Hosting sends, built per environment at the end of the build
 * (scripts/hosting-config.ts writes firebase.build.json, which the emulators and the deploy use):
 * - a Content Security Policy whose script-src lists the SHA-256 of every inline script a page carries
 *   (Next's RSC payload and the theme's boot script), one rule per page, instead of 'unsafe-inline'; the 404
 *   page's hashes sit in the catch-all rule, since any unknown path serves it;
 * - the emulators' addresses in connect-src and frame-src only when the build targets the emulators;
 * - long, immutable caching for hashed assets, placed last because Hosting applies the last matching rule.
 * Pure (the script does the file work).
 */
import { createHash } from 'node:crypto'
import { EMULATOR_HOSTS } from '@/lib/firebase/config'

export interface HeaderRule {
  source: string
  headers: { key: string; value: string }[]
}

export const EMULATOR_ORIGINS = [EMULATOR_HOSTS.auth, `http://${EMULATOR_HOSTS.firestore.host}:${EMULATOR_HOSTS.firestore.port}`]

/** The SHA-256 of each inline <script> of a page, as CSP writes them. */
export function inlineScriptHashes(html: string): string[] {
  const bodies = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '')
  return [...new Set(bodies.map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`))]
}

/** The route Hosting serves an exported file at (cleanUrls): `a/b.html` is /a/b, `index.html` is /. */
export function routeOfHtml(relative: string): string {
  const route = `/${relative.replace(/\\/g, '/').replace(/\.html$/, '')}`.replace(/\/index$/, '')
  return route === '' ? '/' : route
}

export function contentSecurityPolicy({ scriptHashes, emulators }: { scriptHashes: readonly string[]; emulators: boolean }): string {
  const local = emulators ? EMULATOR_ORIGINS : []
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Google's loader serves Firebase Auth's sign-in helper (popups for Google and GitHub).
    ['script-src', ["'self'", ...scriptHashes, 'https://apis.google.com']],
    // Temml's MathML and the components set inline styles; styles cannot run code.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", 'https://*.googleapis.com', 'https://*.firebaseio.com', ...local]],
    ['manifest-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-src', ["'self'", 'https://*.firebaseapp.com', ...(emulators ? [EMULATOR_HOSTS.auth] : [])]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, values]) => `${name} ${values.join(' ')}`).join('; ')
}

const CSP = 'Content-Security-Policy'

/** The site's header rules: the base ones from firebase.json with a CSP per page, and caching ordered right. */
export function headerRules(
  base: readonly HeaderRule[],
  pages: readonly { route: string; scriptHashes: string[] }[],
  notFoundHashes: readonly string[],
  emulators: boolean,
): HeaderRule[] {
  const isHashedAssets = (rule: HeaderRule) => rule.source === '/_next/static/**'
  const withoutCsp = (rule: HeaderRule) => ({ ...rule, headers: rule.headers.filter((h) => h.key !== CSP) })
  const catchAll = base.filter((r) => r.source === '**').map(withoutCsp)
  const others = base.filter((r) => r.source !== '**' && !isHashedAssets(r)).map(withoutCsp)
  const hashed = base.filter(isHashedAssets)
  const csp = (scriptHashes: readonly string[]) => ({ key: CSP, value: contentSecurityPolicy({ scriptHashes, emulators }) })
  return [
    ...catchAll.map((rule) => ({ ...rule, headers: [...rule.headers, csp(notFoundHashes)] })),
    ...others,
    ...hashed,
    ...pages.map((page) => ({ source: page.route, headers: [csp(page.scriptHashes)] })),
  ]
}
