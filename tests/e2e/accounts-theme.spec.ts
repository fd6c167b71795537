import { expect, test } from '@playwright/test'
import { logIn, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('the theme saved in settings follows the account into a fresh browser', async ({ page, browser }) => {
  const learner = newLearner()
  await signUp(page, learner)
  await page.goto('/settings')
  await page.getByRole('radio', { name: 'Cyber' }).check()
  await expect(page.getByText('Theme saved to your account.')).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'cyber')

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const other = await context.newPage()
  await other.goto('/login')
  await expect(other.locator('html')).not.toHaveAttribute('data-theme', 'cyber')
  await logIn(other, learner)
  await expect(other).toHaveURL(/\/dashboard$/)
  await expect(other.locator('html')).toHaveAttribute('data-theme', 'cyber')
  await context.close()
})

test('a theme chosen before signing up is kept and saved to the new account', async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('theme', 'classic')
      sessionStorage.setItem('seeded', '1')
    }
  })
  await signUp(page, newLearner())
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'classic')
  await page.goto('/settings')
  await expect(page.getByRole('radio', { name: 'Classic' })).toBeChecked()
})
