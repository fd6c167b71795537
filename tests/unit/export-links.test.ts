import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkExportLinks, extractUrls, internalPath, routeOfFile } from '@/lib/links/export-links'

function site(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'noether-out-'))
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
    writeFileSync(path.join(dir, name), content)
  }
  return dir
}

describe('export link check', () => {
  it('extracts href, src and srcset and decodes entities', () => {
    expect(extractUrls('<a href="/a?x=1&amp;y=2">a</a><img src="/i.png" srcset="/i1.png 1x, /i2.png 2x">')).toEqual([
      '/a?x=1&y=2', '/i.png', '/i1.png', '/i2.png',
    ])
  })

  it('maps files to routes and resolves relative links', () => {
    expect(routeOfFile('/out', '/out/index.html')).toBe('/')
    expect(routeOfFile('/out', '/out/physics/optics.html')).toBe('/physics/optics')
    expect(internalPath('optics#laws', '/physics/acoustics')).toEqual({ pathname: '/physics/optics', hash: 'laws' })
    expect(internalPath('https://example.org/', '/')).toBeUndefined()
    expect(internalPath('mailto:a@b.c', '/')).toBeUndefined()
  })

  it('passes a site whose links, assets, anchors and redirects all resolve', async () => {
    const dir = site({
      'index.html': '<a href="/physics/optics#laws">o</a><a href="/physics">p</a><script src="/_next/static/a.js"></script><a href="/old">r</a><a href="https://x.org/">x</a>',
      'physics/optics.html': '<h2 id="laws">Laws</h2><a href="/">home</a>',
      'physics.html': '<a href="physics/optics">relative</a>',
      'physics/acoustics.html': '<a href="optics#laws">sibling</a>',
      '_next/static/a.js': '',
    })
    expect(await checkExportLinks(dir, [{ source: '/old', destination: '/physics' }])).toEqual([])
  })

  it('reports links to missing pages, assets and anchors', async () => {
    const dir = site({
      'index.html': '<a href="/nowhere">a</a><img src="/missing.png"><a href="/page#gone">b</a><a href="#top">c</a>',
      'page.html': '<p id="here"></p>',
    })
    expect(await checkExportLinks(dir)).toEqual([
      '/: "/nowhere" points to nothing',
      '/: "/missing.png" points to nothing',
      '/: "/page#gone" points to a missing anchor #gone',
      '/: "#top" points to a missing anchor #top',
    ])
  })
})
