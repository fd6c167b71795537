import { expect, test } from '@playwright/test'
import { publicRoutes } from './routes'

test.describe('every public route', () => {
  for (const { route, heading } of publicRoutes) {
    test(`${route} answers 200 with its heading and no console errors`, async ({ page }) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
    })
  }
})
