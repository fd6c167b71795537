import { expect, test } from '@playwright/test'
import { newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

const FIRESTORE = 'http://127.0.0.1:8080/**'

test('the connection goes Offline after 10 s without an answer from the database, even with the network up, and back', async ({ page }) => {
  await signUp(page, newLearner())
  await page.goto('/dashboard')
  const badge = page.getByTestId('connection')
  await expect(badge).toHaveText('Online', { timeout: 15_000 })

  // The database stops answering; the browser still says it is online.
  await page.route(FIRESTORE, (route) => route.abort('connectionrefused'))
  await page.reload()
  expect(await page.evaluate(() => navigator.onLine)).toBe(true)
  await expect(badge).toHaveText('Offline', { timeout: 25_000 })

  await page.unroute(FIRESTORE)
  await expect(badge).toHaveText('Online', { timeout: 30_000 })
})

test('a short network blip does not stick', async ({ page, context }) => {
  await signUp(page, newLearner())
  await page.goto('/dashboard')
  const badge = page.getByTestId('connection')
  await expect(badge).toHaveText('Online', { timeout: 15_000 })
  await context.setOffline(true)
  await expect(badge).toHaveText('Offline')
  await page.waitForTimeout(1500)
  await context.setOffline(false)
  await expect(badge).toHaveText('Online', { timeout: 15_000 })
})
