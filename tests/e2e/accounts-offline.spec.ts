import { expect, test } from '@playwright/test'
import { getDocument, listDocuments } from '../../scripts/emulator-admin.mjs'
import { currentUid, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('a save while offline says so within seconds, then confirms once the connection is back', async ({ page, context }) => {
  await signUp(page, newLearner())
  const uid = await currentUid(page)
  await page.goto('/profile')
  const form = page.getByRole('form', { name: 'Profile' })
  await expect(form.getByLabel('Display name')).toHaveValue(/.+/)

  await context.setOffline(true)
  await form.getByLabel('Bio').fill('Written on a train.')
  await form.getByRole('button', { name: 'Save profile' }).click()
  await expect(form.getByRole('status')).toHaveText(/You are offline\. Your change is saved on this device/, { timeout: 5000 })
  await expect(form.getByRole('button', { name: 'Save profile' })).toBeEnabled()

  await context.setOffline(false)
  await expect(form.getByRole('status')).toHaveText('Profile saved.', { timeout: 30_000 })
  await expect.poll(() => getDocument(`users/${uid}`).then((d) => d?.bio)).toBe('Written on a train.')
})

test('an upgrade asked for offline starts nothing, and nothing starts later by itself', async ({ page, context }) => {
  await signUp(page, newLearner())
  const uid = await currentUid(page)
  await page.goto('/billing')
  await expect(page.getByTestId('current-plan')).toHaveText('Free')
  await context.setOffline(true)
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click()
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(/You are offline/)
  await context.setOffline(false)
  await page.waitForTimeout(3000)
  expect(await listDocuments(`customers/${uid}/checkout_sessions`)).toEqual([])
  await expect(page).toHaveURL(/\/billing$/)
})
