import { expect, test, type Page } from '@playwright/test'
import { getDocument, listDocuments, uidByEmail } from '../../scripts/emulator-admin.mjs'
import { allowProviderSignIn, chooseGoogleAccount, continueWithGoogle, currentUid, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

async function bookmarkOptics(page: Page) {
  await page.goto('/physics/optics')
  await page.getByRole('button', { name: 'Bookmark' }).click()
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toBeVisible()
}

async function expectGone(uid: string, email: string) {
  expect(await getDocument(`users/${uid}`)).toBeNull()
  expect(await listDocuments(`users/${uid}/bookmarks`)).toEqual([])
  expect(await listDocuments(`users/${uid}/notifications`)).toEqual([])
  expect(await uidByEmail(email)).toBeNull()
}

test('deleting a password account: password first, then its data, then the user, then signed out', async ({ page }) => {
  const learner = newLearner()
  await signUp(page, learner)
  const uid = await currentUid(page)
  await bookmarkOptics(page)

  await page.goto('/settings')
  const form = page.getByRole('form', { name: 'Delete account' })
  const submit = form.getByRole('button', { name: 'Delete my account' })
  await expect(submit).toBeDisabled()
  // A wrong password deletes nothing.
  await form.getByLabel('Password').fill('not-the-password-1')
  await form.getByLabel('Type DELETE to confirm').fill('DELETE')
  await submit.click()
  await expect(form.getByRole('alert')).toContainText('do not match')
  expect(await getDocument(`users/${uid}`)).not.toBeNull()
  expect(await listDocuments(`users/${uid}/bookmarks`)).toHaveLength(1)

  await form.getByLabel('Password').fill(learner.password)
  await submit.click()
  await expect(page).toHaveURL(/\/\?account=deleted$/)
  await expect(page.getByTestId('account-controls').getByRole('link', { name: 'Log In' })).toBeVisible()
  await expectGone(uid, learner.email)
})

test('deleting a Google account signs in with Google again first; closing that window deletes nothing', async ({ page, context }) => {
  await allowProviderSignIn(context)
  const account = { email: newLearner().email, name: 'Grace Provider' }
  await page.goto('/login')
  await continueWithGoogle(page, account)
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 20_000 })
  const uid = await currentUid(page)
  await expect.poll(() => getDocument(`users/${uid}`)).toMatchObject({ displayName: 'Grace Provider' })
  await bookmarkOptics(page)

  await page.goto('/settings')
  const form = page.getByRole('form', { name: 'Delete account' })
  await expect(form.getByLabel('Password')).toHaveCount(0)
  await expect(form).toContainText('you will sign in with Google once more')
  await form.getByLabel('Type DELETE to confirm').fill('DELETE')
  const submit = form.getByRole('button', { name: 'Delete my account' })

  // Closing Google's window: nothing is deleted.
  const closed = page.waitForEvent('popup')
  await submit.click()
  await (await closed).close()
  await expect(form.getByRole('alert')).toBeVisible({ timeout: 15_000 })
  expect(await listDocuments(`users/${uid}/bookmarks`)).toHaveLength(1)
  expect(await uidByEmail(account.email)).toBe(uid)

  // Confirming with the same Google account: everything goes.
  const confirm = page.waitForEvent('popup')
  await submit.click()
  await chooseGoogleAccount(await confirm, account, true)
  await expect(page).toHaveURL(/\/\?account=deleted$/, { timeout: 20_000 })
  await expectGone(uid, account.email)
})
