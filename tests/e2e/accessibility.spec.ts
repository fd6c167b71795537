import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { concreteThemeIds } from '@/lib/theme/themes'

test.use({ viewport: { width: 1280, height: 800 } })

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)
}

for (const theme of concreteThemeIds) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    })

    test('home page has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/')
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('a field page has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/mathematics/abstract-algebra')
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
      expect(await seriousViolations(page)).toEqual([])
    })

    test('the open search dialog has no serious or critical axe violations', async ({ page }) => {
      await page.goto('/')
      await page.getByTestId('search-trigger').click()
      await page.getByRole('combobox', { name: 'Search' }).fill('group')
      await expect(page.getByRole('group', { name: 'Sections' })).toBeVisible({ timeout: 15_000 })
      expect(await seriousViolations(page)).toEqual([])
    })
  })
}
