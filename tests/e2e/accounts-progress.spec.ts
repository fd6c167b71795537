import { expect, test } from '@playwright/test'
import { listDocuments } from '../../scripts/emulator-admin.mjs'
import { currentUid, newLearner, signUp } from './account-helpers'
import { firstIntegerProblem } from './content-facts'

test.use({ viewport: { width: 1280, height: 800 } })

test('reading, bookmarking and solving on a field page show up on the dashboard', async ({ page }) => {
  await signUp(page, newLearner())
  const uid = await currentUid(page)
  await page.goto('/mathematics/abstract-algebra')
  const bookmark = page.getByRole('button', { name: 'Bookmark' })
  await bookmark.click()
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true')

  const { id: problemId, answer } = firstIntegerProblem('mathematics/abstract-algebra')
  const problem = page.locator(`section.noe-problem#${problemId}`)
  await problem.getByLabel('Your answer').fill(answer)
  await problem.getByRole('button', { name: 'Check' }).click()
  await expect(problem.getByText('Correct. Well done!')).toBeVisible()
  await expect.poll(async () => (await listDocuments(`users/${uid}/solved`)).map((d) => d.data.problemId)).toEqual([problemId])

  await page.goto('/dashboard')
  const reading = page.getByRole('region', { name: 'Continue reading' })
  await expect(reading.getByRole('link', { name: 'Abstract Algebra' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Bookmarks' }).getByRole('link', { name: 'Abstract Algebra' })).toBeVisible()
  await expect(page.getByTestId('progress-mathematics')).toContainText('1 of 25 fields · 1 of')
})
