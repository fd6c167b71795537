import { expect, test } from '@playwright/test'
import { logIn, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('a wrong password gets a friendly message, never a code', async ({ page, browser }) => {
  const learner = newLearner()
  await signUp(page, learner)
  const fresh = await browser.newPage()
  await fresh.goto('/login')
  await logIn(fresh, { email: learner.email, password: 'wrong-password-9' })
  const alert = fresh.getByRole('form', { name: 'Log in' }).getByRole('alert')
  await expect(alert).toHaveText('That e-mail and password do not match. Check them and try again.')
  await expect(alert).not.toContainText('auth/')
  await fresh.close()
})

test('log out signs out and goes to /login; the header offers Log In and Sign Up again', async ({ page }) => {
  await signUp(page, newLearner())
  await page.getByTestId('user-menu').click()
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/login$/)
  await page.goto('/about')
  await expect(page.getByTestId('account-controls').getByRole('link', { name: 'Log In' })).toBeVisible()
  await expect(page.getByTestId('account-controls').getByRole('link', { name: 'Sign Up' })).toBeVisible()
})

test('a protected route sends a visitor to log in, then back to where they were going', async ({ page, browser }) => {
  const learner = newLearner()
  await signUp(page, learner)
  const visitor = await browser.newPage()
  await visitor.goto('/settings')
  await expect(visitor).toHaveURL(/\/login\?next=%2Fsettings$/)
  await expect(visitor.getByRole('heading', { name: 'Settings' })).toHaveCount(0)
  await logIn(visitor, learner)
  await expect(visitor).toHaveURL(/\/settings$/)
  await expect(visitor.getByRole('heading', { name: 'Settings' })).toBeVisible()
  // Signed in, /login goes straight to the dashboard.
  await visitor.goto('/login')
  await expect(visitor).toHaveURL(/\/dashboard$/)
  await visitor.close()
})

test('forgot password confirms without revealing whether the account exists', async ({ page }) => {
  await page.goto('/login')
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('E-mail').fill('nobody-here@example.org')
  await form.getByRole('button', { name: 'Forgot password?' }).click()
  await expect(form.getByRole('status')).toContainText('If an account exists for nobody-here@example.org')
})

test('a signed-out visitor reading a field page loads no Firebase code and sees no layout shift', async ({ page }) => {
  const firebaseRequests: string[] = []
  page.on('request', (r) => {
    if (/127\.0\.0\.1:(9099|8080)|googleapis/.test(r.url())) firebaseRequests.push(r.url())
  })
  await page.goto('/mathematics/abstract-algebra')
  await expect(page.getByTestId('account-controls').getByRole('link', { name: 'Log In' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(firebaseRequests).toEqual([])
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).filter((n) => n.endsWith('.js')))
  for (const src of scripts) {
    const body = await (await page.request.get(src)).text()
    expect(body.includes('firestore.googleapis.com'), `${src} carries Firestore`).toBe(false)
  }
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!e.hadRecentInput) total += e.value
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 500)
      }),
  )
  expect(shifts).toBeLessThan(0.01)
})
