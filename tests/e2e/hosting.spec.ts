import { expect, test } from '@playwright/test'
import { publicRoutes } from './routes'

test('pages carry the security headers, with a script policy of hashes, never unsafe-inline', async ({ request }) => {
  const response = await request.get('/mathematics/abstract-algebra')
  const h = response.headers()
  const scriptSrc = h['content-security-policy']!.split('; ').find((d) => d.startsWith('script-src '))
  expect(scriptSrc).toMatch(/^script-src 'self' 'sha256-/)
  expect(scriptSrc).not.toContain('unsafe-inline')
  expect(h['strict-transport-security']).toBe('max-age=63072000; includeSubDomains; preload')
  expect(h['content-security-policy']).toContain("default-src 'self'")
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(h['content-security-policy']).toContain("object-src 'none'")
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(h['permissions-policy']).toContain('camera=()')
  expect(h['cache-control']).toContain('max-age=0')
})

test('hashed assets are cached for a year, fonts and images among them', async ({ page, request }) => {
  const fonts: string[] = []
  page.on('request', (r) => r.url().includes('/_next/static/') && /\.(woff2|svg|png)$/.test(r.url()) && fonts.push(new URL(r.url()).pathname))
  await page.goto('/mathematics/abstract-algebra')
  await page.waitForLoadState('networkidle')
  const src = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
  for (const asset of [src!, ...fonts.slice(0, 2)]) {
    const response = await request.get(asset)
    expect(response.status(), asset).toBe(200)
    expect(response.headers()['cache-control'], asset).toBe('public, max-age=31536000, immutable')
  }
  expect(fonts.length).toBeGreaterThan(0)
})

test('pages load their scripts as modules only: no nomodule polyfill, and each script once', async ({ request }) => {
  for (const route of ['/', '/mathematics/abstract-algebra', '/dashboard', '/zh/physics/optics']) {
    const html = await (await request.get(route)).text()
    const scripts = [...html.matchAll(/<script\b[^>]*\ssrc="([^"]+)"[^>]*>/g)]
    expect(scripts.length, route).toBeGreaterThan(5)
    expect(scripts.filter(([tag]) => /nomodule/i.test(tag)), route).toEqual([])
    expect(new Set(scripts.map(([, src]) => src)).size, route).toBe(scripts.length)
  }
})

test('no page trips its Content Security Policy: pages, the search dialog, the account area, the 404 page', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()))
  for (const path of ['/', '/mathematics/abstract-algebra', '/learn', '/login', '/dashboard', '/no-such-page']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  await page.goto('/physics/optics')
  await page.keyboard.press('Control+k')
  await page.keyboard.type('lens')
  await expect(page.locator('[cmdk-list][data-settled="true"][data-query="lens"]')).toBeAttached()
  expect(violations).toEqual([])
})

test('sitemap.xml lists every field and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/mathematics/abstract-algebra</loc>')
  expect(sitemap).toContain('/physics/stellar-astrophysics</loc>')
  const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)?<\/loc>/g)].map((m) => m[1] ?? '/')
  expect(listed.sort()).toEqual(publicRoutes.map((r) => r.route).sort())
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/)
})

test('each language has its sitemap, every page at its address there with its alternates; robots.txt names them all', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  for (const prefix of ['/ar', '/zh']) {
    expect(robots).toMatch(new RegExp(`Sitemap: https://.+${prefix}/sitemap\\.xml`))
    expect(robots).toContain(`Disallow: ${prefix}/dashboard`)
    const response = await request.get(`${prefix}/sitemap.xml`)
    expect(response.status()).toBe(200)
    const sitemap = await response.text()
    const listed = [...sitemap.matchAll(/<loc>https?:\/\/[^/<]+(\/[^<]*)?<\/loc>/g)].map((m) => m[1] ?? '/')
    expect(listed.sort()).toEqual(publicRoutes.map((r) => (r.route === '/' ? prefix : `${prefix}${r.route}`)).sort())
    expect(sitemap).toContain(`hreflang="en-US" href="https://`)
    expect(sitemap).toContain(`hreflang="x-default"`)
  }
})

test('pages have metadata: title template, description, Open Graph, Twitter card, icon', async ({ page }) => {
  await page.goto('/physics/optics')
  await expect(page).toHaveTitle('Optics – Noether')
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
  await expect(page.locator('meta[name="keywords"]')).toHaveAttribute('content', /Optics/)
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Optics')
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary')
  await expect(page.locator('link[rel="icon"]').first()).toHaveAttribute('href', /icon/)
})
