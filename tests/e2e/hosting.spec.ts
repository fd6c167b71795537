import { expect, test } from '@playwright/test'

test('pages carry the security headers', async ({ request }) => {
  const response = await request.get('/mathematics/abstract-algebra')
  const h = response.headers()
  expect(h['content-security-policy']).toContain("default-src 'self'")
  expect(h['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(h['content-security-policy']).toContain("object-src 'none'")
  expect(h['x-content-type-options']).toBe('nosniff')
  expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(h['permissions-policy']).toContain('camera=()')
  expect(h['cache-control']).toContain('max-age=0')
})

test('hashed assets are cached for a year', async ({ page, request }) => {
  await page.goto('/')
  const src = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src')
  const response = await request.get(src!)
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
})

test('sitemap.xml lists every field and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain('/mathematics/abstract-algebra</loc>')
  expect(sitemap).toContain('/physics/stellar-astrophysics</loc>')
  expect(sitemap.match(/<loc>/g)?.length).toBeGreaterThanOrEqual(87 + 4 + 6 + 8 + 1)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: https:\/\/.+\/sitemap\.xml/)
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
