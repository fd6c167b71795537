import { expect, test } from '@playwright/test'
import { logIn, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('changing the password re-authenticates with the current one; the new one then logs in', async ({ page, browser }) => {
  const learner = newLearner()
  await signUp(page, learner)
  await page.goto('/settings')
  const form = page.getByRole('form', { name: 'Change password' })
  await form.getByLabel('Current password').fill('not-my-password-1')
  await form.getByLabel('New password', { exact: true }).fill('fresh-pass-42')
  await form.getByLabel('Confirm new password').fill('fresh-pass-42')
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByRole('alert')).toHaveText('That e-mail and password do not match. Check them and try again.')

  await form.getByLabel('Current password').fill(learner.password)
  await form.getByRole('button', { name: 'Change password' }).click()
  await expect(form.getByRole('status')).toHaveText('Password changed.')

  const other = await browser.newPage()
  await other.goto('/login')
  await logIn(other, { email: learner.email, password: 'fresh-pass-42' })
  await expect(other).toHaveURL(/\/dashboard$/)
  await other.close()
})

test('with no payments backend answering, upgrading says so after 15 seconds', async ({ page }) => {
  test.setTimeout(60_000)
  await signUp(page, newLearner())
  await page.goto('/billing')
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Payments are not available right now.', { timeout: 25_000 })
  await expect(page.getByTestId('current-plan')).toHaveText('Free')
})
