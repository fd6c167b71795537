import { expect, test, type Page } from '@playwright/test'
import { newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

/** The names of this origin's Firestore caches in IndexedDB. */
const firestoreCaches = (page: Page) =>
  page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name ?? '').filter((name) => name.startsWith('firestore/')))

test("logging out clears the learner's Firestore cache from the browser, and the next sign-in works", async ({ page }) => {
  const learner = newLearner()
  await signUp(page, learner)
  await page.goto('/dashboard')
  await expect(page.getByTestId('progress-mathematics')).toBeVisible()
  expect(await firestoreCaches(page)).not.toEqual([])

  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await expect.poll(() => firestoreCaches(page)).toEqual([])

  // The next person logs in on the same tab: Firestore starts afresh.
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('E-mail').fill(learner.email)
  await form.getByLabel('Password').fill(learner.password)
  await form.getByRole('button', { name: 'Log in' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByTestId('connection')).toHaveText('Online', { timeout: 15_000 })
})
