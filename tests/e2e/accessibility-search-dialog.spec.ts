/** The open search dialog, with results, in every theme: no axe violations of any impact (pages: accessibility-sweep.spec.ts). */
import { expect, test } from '@playwright/test'
import { concreteThemeIds } from '@/lib/theme/themes'
import { violations } from './axe'

test.use({ viewport: { width: 1280, height: 800 } })

for (const theme of concreteThemeIds) {
  test(`the open search dialog with results in ${theme}: no axe violations`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    await page.getByTestId('search-trigger').click()
    await page.getByRole('combobox', { name: 'Search' }).fill('group')
    await expect(page.getByRole('group', { name: 'Sections' })).toBeVisible({ timeout: 15_000 })
    expect(await violations(page)).toEqual([])
  })
}
