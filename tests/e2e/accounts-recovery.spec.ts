import { expect, test } from '@playwright/test'
import { deleteDocument, getDocument, listDocuments, uidByEmail } from '../../scripts/emulator-admin.mjs'
import { currentUid, fillSignUp, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('an account whose profile went missing gets it back on its next visit, and saves work again', async ({ page }) => {
  const learner = newLearner('Hypatia Test')
  await signUp(page, learner)
  const uid = await currentUid(page)
  await deleteDocument(`users/${uid}`)
  expect(await getDocument(`users/${uid}`)).toBeNull()

  await page.goto('/profile')
  await expect(page.getByRole('status').filter({ hasText: 'Your profile was missing' })).toBeVisible()
  const form = page.getByRole('form', { name: 'Profile' })
  await expect(form.getByLabel('Display name')).toHaveValue('Hypatia Test')
  await form.getByLabel('Bio').fill('Back again.')
  await form.getByRole('button', { name: 'Save profile' }).click()
  await expect(form.getByRole('status')).toHaveText('Profile saved.')
  expect(await getDocument(`users/${uid}`)).toMatchObject({ displayName: 'Hypatia Test', bio: 'Back again.' })
  // The welcome was not written a second time.
  expect((await listDocuments(`users/${uid}/notifications`)).map((n) => n.id)).toEqual(['welcome'])
})

test('a double click on Sign up makes one account and no error', async ({ page }) => {
  const learner = newLearner()
  await (await fillSignUp(page, learner)).dblclick()
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0)
  const uid = await uidByEmail(learner.email)
  expect(uid).not.toBeNull()
  expect(await getDocument(`users/${uid}`)).toMatchObject({ displayName: learner.name })
})
