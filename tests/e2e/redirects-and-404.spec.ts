import { expect, test } from '@playwright/test'
import { legacyRedirects } from '@/lib/catalogue'

for (const { source, destination } of legacyRedirects) {
  test(`${source} answers 301 and lands on ${destination}`, async ({ page, request }) => {
    const response = await request.get(source, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(destination)
    await page.goto(source)
    await expect(page).toHaveURL(new RegExp(`${destination}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

test('an unknown address answers 404 with the not-found page and links back into the site', async ({ page }) => {
  const response = await page.goto('/mathematics/no-such-field')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Physics' }).click()
  await expect(page).toHaveURL(/\/physics$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Physics' })).toBeVisible()
})
