import { expect, test } from '@playwright/test'
import { getDocument, listDocuments } from '../../scripts/emulator-admin.mjs'
import { currentUid, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('signing up creates the account, its profile and a welcome, and lands on the dashboard', async ({ page }) => {
  const learner = newLearner('Emmy Noether')
  await signUp(page, learner)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('Welcome back, Emmy.')).toBeVisible()
  await expect(page.getByTestId('plan-badge')).toHaveText('Free plan')

  const uid = await currentUid(page)
  expect(await getDocument(`users/${uid}`)).toMatchObject({ displayName: 'Emmy Noether', theme: 'system' })
  const notes = await listDocuments(`users/${uid}/notifications`)
  expect(notes.map((n) => n.id)).toEqual(['welcome'])

  // The header now shows the signed-in controls with the real name and e-mail, and one unread.
  await expect(page.getByRole('link', { name: 'Dashboard' }).first()).toBeVisible()
  await page.getByTestId('user-menu').click()
  const menu = page.getByRole('menu')
  await expect(menu).toContainText('Emmy Noether')
  await expect(menu).toContainText(learner.email)
  await expect(menu.getByTestId('unread-count')).toHaveText('1')
  await expect(menu.getByRole('menuitem', { name: 'Upgrade to Pro' })).toBeVisible()
})

test('the sign-up form explains what is wrong, field by field', async ({ page }) => {
  await page.goto('/sign-up')
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByLabel('E-mail').fill('not-an-email')
  await form.getByLabel('Password', { exact: true }).fill('short')
  await form.getByLabel('Confirm password').fill('different')
  await form.getByRole('button', { name: 'Sign up' }).click()
  await expect(form.getByText('Enter your name.')).toBeVisible()
  await expect(form.getByText('That does not look like an e-mail address.')).toBeVisible()
  await expect(form.getByText('Use at least 8 characters.')).toBeVisible()
  await expect(form.getByText('The passwords do not match.')).toBeVisible()
  await expect(form.getByLabel('Display name')).toHaveAttribute('aria-invalid', 'true')
})

test('an e-mail that already has an account gets a friendly message', async ({ page, browser }) => {
  const learner = newLearner()
  await signUp(page, learner)
  const other = await browser.newPage()
  await other.goto('/sign-up')
  const form = other.getByRole('form', { name: 'Sign up' })
  await form.getByLabel('Display name').fill('Someone')
  await form.getByLabel('E-mail').fill(learner.email)
  await form.getByLabel('Password', { exact: true }).fill(learner.password)
  await form.getByLabel('Confirm password').fill(learner.password)
  await form.getByRole('button', { name: 'Sign up' }).click()
  await expect(form.getByRole('alert')).toHaveText('An account with this e-mail already exists. Log in instead, or reset your password.')
  await other.close()
})
