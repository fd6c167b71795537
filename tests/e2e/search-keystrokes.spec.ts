import { expect, test, type Page } from '@playwright/test'
import { dialog, firstRoute, input, settled } from './search-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

/** A page whose search code has not been fetched yet: the shortcut is the first thing the reader does. */
async function coldPage(page: Page) {
  await page.goto('/mathematics/abstract-algebra')
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[cmdk-root]')).toHaveCount(0)
}

test('no keystroke is lost when typing at 60 ms a key right after Ctrl+K', async ({ page }) => {
  await coldPage(page)
  await page.keyboard.press('Control+k')
  await page.keyboard.type('linaer algebra', { delay: 60 })
  await expect(input(page)).toHaveValue('linaer algebra')
  await settled(page, 'linaer algebra')
  expect(await firstRoute(page)).toBe('/mathematics/linear-algebra')
})

test('no keystroke is lost after "/" either, and "/" itself is not typed', async ({ page }) => {
  await coldPage(page)
  await page.keyboard.press('/')
  await page.keyboard.type('quantum', { delay: 60 })
  await expect(input(page)).toHaveValue('quantum')
})

test('keys typed while the dialog code is still on its way are kept (slow network)', async ({ page }) => {
  await coldPage(page)
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800))
    await route.continue()
  })
  await page.keyboard.press('Control+k')
  await expect(dialog(page)).toBeVisible()
  await expect(dialog(page).getByText('Loading…')).toBeVisible()
  await page.keyboard.type('topology', { delay: 30 })
  await expect(input(page)).toHaveValue('topology')
  await settled(page, 'topology')
  await expect(input(page)).toHaveValue('topology')
  await expect(input(page)).toBeFocused()
})
