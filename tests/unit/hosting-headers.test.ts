import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, EMULATOR_ORIGINS, headerRules, inlineScriptHashes, routeOfHtml, type HeaderRule } from '@/lib/hosting/headers'

const committed = JSON.parse(readFileSync('firebase.json', 'utf8')) as { hosting: { headers: HeaderRule[] } }
const scriptSrc = (csp: string) => csp.split('; ').find((d) => d.startsWith('script-src ')) ?? ''

describe('hosting headers', () => {
  it('hash each inline script of a page, and not the ones loaded from a file', () => {
    const html = '<script>self.__next_f.push([1])</script><script src="/_next/a.js"></script><script async>boot()</script>'
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(2)
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/)
    expect(inlineScriptHashes('<p>no scripts</p>')).toEqual([])
  })

  it('map exported files to the routes Hosting serves them at', () => {
    expect(routeOfHtml('index.html')).toBe('/')
    expect(routeOfHtml('mathematics/abstract-algebra.html')).toBe('/mathematics/abstract-algebra')
    expect(routeOfHtml('solve/index.html')).toBe('/solve')
  })

  it("allow scripts by hash, never 'unsafe-inline', and name the emulators only when built for them", () => {
    const production = contentSecurityPolicy({ scriptHashes: ["'sha256-abc='"], emulators: false })
    expect(scriptSrc(production)).toBe("script-src 'self' 'sha256-abc=' https://apis.google.com")
    for (const origin of EMULATOR_ORIGINS) expect(production).not.toContain(origin)
    expect(production).toContain("frame-ancestors 'none'")
    expect(production).toContain("object-src 'none'")
    const local = contentSecurityPolicy({ scriptHashes: [], emulators: true })
    for (const origin of EMULATOR_ORIGINS) expect(local).toContain(origin)
  })

  it('give every page its own policy, the 404 page the catch-all one, and hashed assets the last word on caching', () => {
    const rules = headerRules(committed.hosting.headers, [{ route: '/physics/optics', scriptHashes: ["'sha256-optics='"] }], ["'sha256-404='"], false)
    const sources = rules.map((r) => r.source)
    expect(sources[0]).toBe('**')
    expect(sources.indexOf('/_next/static/**')).toBeGreaterThan(sources.indexOf('**/*.@(svg|png|ico|woff2)'))
    expect(sources.at(-1)).toBe('/physics/optics')
    const cspOf = (source: string) => rules.find((r) => r.source === source)?.headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? ''
    expect(cspOf('**')).toContain("'sha256-404='")
    expect(cspOf('/physics/optics')).toContain("'sha256-optics='")
    // The last rule that sets Cache-Control for a hashed font is the immutable one.
    const cacheRules = rules.filter((r) => r.headers.some((h) => h.key === 'Cache-Control'))
    expect(cacheRules.at(-1)?.source).toBe('/_next/static/**')
    expect(cacheRules.at(-1)?.headers.find((h) => h.key === 'Cache-Control')?.value).toBe('public, max-age=31536000, immutable')
  })

  it('keep firebase.json free of emulator addresses and of a hand-written CSP, and send HSTS', () => {
    const text = JSON.stringify(committed.hosting)
    for (const origin of EMULATOR_ORIGINS) expect(text).not.toContain(origin)
    expect(text).not.toContain('Content-Security-Policy')
    expect(committed.hosting.headers[0]?.headers).toContainEqual({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' })
  })
})
