import { expect, test } from '@playwright/test'
import { getDocument } from '../../scripts/emulator-admin.mjs'
import { currentUid, logIn, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('a signed-in learner’s language is saved to the account and applied at the next sign-in', async ({ page, browser }) => {
  const learner = newLearner()
  await signUp(page, learner)
  const uid = await currentUid(page)
  await page.goto('/learn')
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click()
  await page.getByRole('link', { name: '中文' }).click()
  await expect(page).toHaveURL(/\/zh\/learn$/)
  await expect.poll(async () => (await getDocument(`users/${uid}`))?.language, { timeout: 10_000 }).toBe('zh')

  // Another browser, no cookie: signing in brings the learner to their language.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const second = await other.newPage()
  await second.goto('/login?next=%2Fdashboard')
  await logIn(second, learner)
  await expect(second).toHaveURL(/\/zh\/dashboard$/, { timeout: 20_000 })
  await expect(second.locator('html')).toHaveAttribute('lang', 'zh-CN')
  expect((await other.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('zh')
  await other.close()
})
