/**
 * Link check of the static export: every internal href and src in every HTML page must point at a file
 * that Firebase Hosting would serve (clean URLs, redirects), and every #anchor at an id on that page.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import fg from 'fast-glob'

export interface Redirect {
  source: string
  destination: string
}

const decode = (s: string) =>
  s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>')

/** href, src and srcset URLs of an HTML document, in document order. */
export function extractUrls(html: string): string[] {
  const urls: string[] = []
  for (const m of html.matchAll(/\s(href|src|srcset)="([^"]*)"/g)) {
    const value = decode(m[2]!)
    if (m[1] === 'srcset') urls.push(...value.split(',').map((c) => c.trim().split(/\s+/)[0]!).filter(Boolean))
    else urls.push(value)
  }
  return urls
}

/** ids of an HTML document. */
export function extractIds(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]*)"/g)].map((m) => decode(m[1]!)))
}

/** The route of an exported file: out/a/b.html -> /a/b, out/index.html -> / */
export function routeOfFile(outDir: string, file: string): string {
  const rel = path.relative(outDir, file).replace(/\\/g, '/').replace(/\.html$/, '')
  const route = '/' + rel.replace(/(^|\/)index$/, '')
  return route.length > 1 ? route.replace(/\/$/, '') : '/'
}

/** Internal URL (absolute path or relative) to a path; undefined for external links and non-http schemes. */
export function internalPath(url: string, fromRoute: string): { pathname: string; hash: string } | undefined {
  if (url === '' || /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(url)) return undefined
  const resolved = new URL(url, `http://site${fromRoute === '/' ? '/' : fromRoute}`)
  return { pathname: decodeURIComponent(resolved.pathname), hash: decodeURIComponent(resolved.hash.slice(1)) }
}

/** The file Firebase Hosting serves for a path (cleanUrls), or undefined. */
export function fileForPath(outDir: string, pathname: string): string | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/'
  const candidates = clean === '/' ? ['index.html'] : [clean.slice(1), `${clean.slice(1)}.html`, `${clean.slice(1)}/index.html`]
  return candidates.map((c) => path.join(outDir, c)).find((file) => statSync(file, { throwIfNoEntry: false })?.isFile())
}

export async function checkExportLinks(outDir: string, redirects: readonly Redirect[] = []): Promise<string[]> {
  const pages = await fg('**/*.html', { cwd: outDir, absolute: true })
  const idCache = new Map<string, Set<string>>()
  const idsOf = (file: string) => {
    let ids = idCache.get(file)
    if (!ids) idCache.set(file, (ids = extractIds(readFileSync(file, 'utf8'))))
    return ids
  }
  const problems = new Set<string>()
  for (const page of pages.sort()) {
    const from = routeOfFile(outDir, page)
    for (const url of extractUrls(readFileSync(page, 'utf8'))) {
      const target = internalPath(url, from)
      if (!target) continue
      const redirect = redirects.find((r) => r.source === target.pathname)
      const pathname = redirect ? redirect.destination : target.pathname
      const file = fileForPath(outDir, pathname)
      if (!file) {
        problems.add(`${from}: "${url}" points to nothing`)
        continue
      }
      if (target.hash && file.endsWith('.html') && !idsOf(file).has(target.hash)) {
        problems.add(`${from}: "${url}" points to a missing anchor #${target.hash}`)
      }
    }
  }
  return [...problems]
}
