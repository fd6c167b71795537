import { expect, test } from '@playwright/test'
import { getDocument, listDocuments, uidByEmail } from '../../scripts/emulator-rest.mjs'
import { currentUid, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('deleting the account removes its data, then the user, and signs out', async ({ page }) => {
  const learner = newLearner()
  await signUp(page, learner)
  const uid = await currentUid(page)
  await page.goto('/physics/optics')
  await page.getByRole('button', { name: 'Bookmark' }).click()
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible()

  await page.goto('/settings')
  const form = page.getByRole('form', { name: 'Delete account' })
  const submit = form.getByRole('button', { name: 'Delete my account' })
  await expect(submit).toBeDisabled()
  await form.getByLabel('Password').fill(learner.password)
  await form.getByLabel('Type DELETE to confirm').fill('DELETE')
  await submit.click()
  await expect(page).toHaveURL(/\/\?account=deleted$/)
  await expect(page.getByTestId('account-controls').getByRole('link', { name: 'Log In' })).toBeVisible()

  expect(await getDocument(`users/${uid}`)).toBeNull()
  expect(await listDocuments(`users/${uid}/bookmarks`)).toEqual([])
  expect(await listDocuments(`users/${uid}/notifications`)).toEqual([])
  expect(await uidByEmail(learner.email)).toBeNull()
})
