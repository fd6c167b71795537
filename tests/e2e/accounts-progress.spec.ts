import { expect, test } from '@playwright/test'
import { listDocuments } from '../../scripts/emulator-admin.mjs'
import { currentUid, newLearner, signUp } from './account-helpers'
import { subjects } from '@/lib/catalogue'
import { firstIntegerProblem } from './content-facts'

test.use({ viewport: { width: 1280, height: 800 } })

const mathematics = subjects.find((s) => s.slug === 'mathematics')!

test('reading, bookmarking and solving on a field page show up on the dashboard', async ({ page }) => {
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') console.log(`[browser ${message.type()}] ${message.text()}`)
  })
  await signUp(page, newLearner())
  const uid = await currentUid(page)
  await page.goto('/mathematics/abstract-algebra')
  const bookmark = page.getByRole('button', { name: 'Bookmark' })
  await bookmark.click()
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true')
  // Saved on the server, not only shown: the button turns as soon as the write is made locally.
  await expect.poll(async () => (await listDocuments(`users/${uid}/bookmarks`)).map((d) => d.data.route)).toEqual(['/mathematics/abstract-algebra'])

  const { id: problemId, answer } = firstIntegerProblem('mathematics/abstract-algebra')
  const problem = page.locator(`section.noe-problem#${problemId}`)
  await problem.getByLabel('Your answer').fill(answer)
  await problem.getByRole('button', { name: 'Check' }).click()
  await expect(problem.getByText('Correct. Well done!')).toBeVisible()
  await expect.poll(async () => (await listDocuments(`users/${uid}/solved`)).map((d) => d.data.problemId)).toEqual([problemId])
  // Still bookmarked when the reader leaves (a CI run once saw the button turn back, with no error shown).
  await expect(page.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true')

  await page.goto('/dashboard')
  const reading = page.getByRole('region', { name: 'Continue reading' })
  await expect(reading.getByRole('link', { name: 'Abstract Algebra' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Bookmarks' }).getByRole('link', { name: 'Abstract Algebra' })).toBeVisible()
  await expect(page.getByTestId('progress-mathematics')).toContainText(`1 of ${mathematics.fields.length} fields · 1 of`)
})

test('an open dashboard shows a bookmark made in another tab without a reload', async ({ page, context }) => {
  await signUp(page, newLearner())
  await page.goto('/dashboard')
  const bookmarks = page.getByRole('region', { name: 'Bookmarks' })
  await expect(bookmarks.getByText('Bookmark a field page to find it here.')).toBeVisible()

  const other = await context.newPage()
  await other.goto('/physics/optics')
  await other.getByRole('button', { name: 'Bookmark', exact: true }).click()
  await expect(other.getByRole('button', { name: 'Bookmarked' })).toHaveAttribute('aria-pressed', 'true')

  await expect(bookmarks.getByRole('link', { name: 'Optics' })).toBeVisible()
  await other.getByRole('button', { name: 'Bookmarked' }).click()
  await expect(bookmarks.getByText('Bookmark a field page to find it here.')).toBeVisible()
})
