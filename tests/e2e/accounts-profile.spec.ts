import { expect, test } from '@playwright/test'
import { newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('a profile edit survives a reload, and the bio is limited to 280 characters', async ({ page }) => {
  const learner = newLearner('Sophie Germain')
  await signUp(page, learner)
  await page.goto('/profile')
  const form = page.getByRole('form', { name: 'Profile' })
  await expect(form.getByLabel('Display name')).toHaveValue('Sophie Germain')
  await expect(page.getByTestId('email-status')).toHaveText('E-mail not verified yet')
  await expect(form.getByRole('button', { name: 'Resend verification' })).toBeVisible()

  await form.getByLabel('Bio').fill('x'.repeat(281))
  await form.getByRole('button', { name: 'Save profile' }).click()
  await expect(form.getByText('Keep your bio to 280 characters.')).toBeVisible()

  await form.getByLabel('Display name').fill('Marie-Sophie Germain')
  await form.getByLabel('Bio').fill('Elasticity and number theory.')
  await form.getByRole('button', { name: 'Save profile' }).click()
  await expect(form.getByRole('status')).toHaveText('Profile saved.')
  await page.reload()
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Display name')).toHaveValue('Marie-Sophie Germain')
  await expect(page.getByRole('form', { name: 'Profile' }).getByLabel('Bio')).toHaveValue('Elasticity and number theory.')
  // Initials avatar in the header follows the new name.
  await expect(page.getByTestId('user-menu')).toHaveText('MG')
  // Its name starts with what it shows (WCAG 2.5.3, label in name).
  await expect(page.getByTestId('user-menu')).toHaveAccessibleName('MG, User menu')
})
