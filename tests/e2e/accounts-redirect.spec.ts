import { expect, test, type Page } from '@playwright/test'
import { fillSignUp, logIn, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

/**
 * ?next= values that would carry a freshly signed-in learner to another site if followed as written:
 * browsers drop tabs and newlines from URLs and read "\" as "/".
 */
const hostile = [
  '//evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  'https://evil.example/dashboard',
  'javascript:alert(document.domain)',
  '/%2F%2Fevil.example',
  '/%5Cevil.example',
  '/not-a-page-of-ours',
]

/** Where the browser ended up: our origin and the dashboard, or somewhere it must not be. */
async function landedOnDashboard(page: Page, baseURL: string) {
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 })
  expect(new URL(page.url()).origin).toBe(new URL(baseURL).origin)
}

test('logging in never follows ?next= off the site', async ({ page, browser, baseURL }) => {
  const learner = newLearner()
  await signUp(page, learner)
  const fresh = await browser.newPage()
  await fresh.route((url) => url.hostname === 'evil.example', (route) => route.fulfill({ status: 200, body: 'left the site' }))
  await fresh.goto(`/login?next=${encodeURIComponent('/\t/evil.example')}`)
  await logIn(fresh, learner)
  await landedOnDashboard(fresh, baseURL!)
  // Signed in, /login forwards at once: every hostile value ends on the dashboard.
  for (const value of hostile) {
    await fresh.goto(`/login?next=${encodeURIComponent(value)}`)
    await landedOnDashboard(fresh, baseURL!)
  }
  await fresh.close()
})

test('signing up never follows ?next= off the site, and follows a page of ours', async ({ page, baseURL }) => {
  await page.route((url) => url.hostname === 'evil.example', (route) => route.fulfill({ status: 200, body: 'left the site' }))
  const learner = newLearner()
  await (await fillSignUp(page, learner, '/\n/evil.example')).click()
  await landedOnDashboard(page, baseURL!)
  await page.goto(`/login?next=${encodeURIComponent('/physics/optics#lenses')}`)
  await expect(page).toHaveURL(/\/physics\/optics#lenses$/)
})
