import { expect, test, type Page } from '@playwright/test'
import { sectionHeading } from './content-facts'

test.use({ viewport: { width: 1280, height: 800 } })

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search Noether' })
const input = (page: Page) => page.getByRole('combobox', { name: 'Search' })
/** The first full-text result waits for the index to download and be indexed in slices: slow on a loaded CI machine. */
const INDEX_READY = { timeout: 20_000 }

async function openSearch(page: Page) {
  await page.getByTestId('search-trigger').click()
  await expect(input(page)).toBeFocused()
  await expect(input(page)).toHaveAttribute('placeholder', 'Type a field or topic...')
}

test('the index and the dialog load only when search is first opened, once', async ({ page }) => {
  const indexRequests: string[] = []
  page.on('request', (r) => r.url().includes('/search/en-US.json') && indexRequests.push(r.url()))
  await page.goto('/mathematics/abstract-algebra')
  await expect(page.getByTestId('search-trigger')).toContainText(/Ctrl K|⌘ K/)
  await page.waitForLoadState('networkidle')
  expect(indexRequests).toHaveLength(0)
  await expect(page.locator('[cmdk-root]')).toHaveCount(0)
  await openSearch(page)
  await input(page).fill('group')
  await expect(dialog(page).getByRole('group', { name: 'Sections' })).toBeVisible(INDEX_READY)
  await page.keyboard.press('Escape')
  await openSearch(page)
  await input(page).fill('ring')
  await expect(dialog(page).getByRole('group', { name: 'Pages' })).toBeVisible()
  expect(indexRequests).toHaveLength(1)
})

test('Ctrl+K toggles the dialog anywhere; "/" opens it except while typing in a field', async ({ page }) => {
  await page.goto('/mathematics/abstract-algebra')
  await page.keyboard.press('Control+k')
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Control+k')
  await expect(dialog(page)).toBeHidden()
  await page.keyboard.press('/')
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  const answer = page.getByRole('textbox').first()
  await answer.fill('')
  await answer.pressSequentially('3/4')
  await expect(answer).toHaveValue('3/4')
  await expect(dialog(page)).toBeHidden()
})

test('groups come in order: Links, the disciplines, then Theme; the list is at most 300px high', async ({ page }) => {
  await page.goto('/')
  await openSearch(page)
  const headings = await dialog(page).locator('[cmdk-group-heading]').allTextContents()
  expect(headings).toEqual(['Links', 'Mathematics', 'Physics', 'Computer Science', 'Engineering', 'Theme'])
  const list = dialog(page).locator('[cmdk-list]')
  expect((await list.boundingBox())?.height).toBeLessThanOrEqual(300)
})

test('finds a field by name, a field by a topic, and a section by its heading', async ({ page }) => {
  await page.goto('/')
  await openSearch(page)
  await input(page).fill('linear algebra')
  await expect(dialog(page).getByRole('group', { name: 'Mathematics' }).getByRole('option').first()).toContainText('Linear Algebra')

  await input(page).fill('Lagrange')
  await expect(dialog(page).getByRole('group', { name: 'Mathematics' }).getByRole('option').first()).toContainText('Abstract Algebra')

  const newton = sectionHeading('mathematics/numerical-analysis', "Newton's method")
  await input(page).fill("Newton's method")
  const section = dialog(page).getByRole('group', { name: 'Sections' }).getByRole('option', { name: `Numerical Analysis › ${newton.heading}` })
  await section.click()
  await expect(page).toHaveURL(new RegExp(`/mathematics/numerical-analysis#${newton.anchor}$`))
  await expect(dialog(page)).toBeHidden()
  await expect(page.locator(`#${newton.anchor}`)).toBeInViewport()
})

test('shows "No results found." when nothing matches', async ({ page }) => {
  await page.goto('/')
  await openSearch(page)
  await input(page).fill('@@@@')
  await expect(dialog(page).getByText('No results found.')).toBeVisible()
})

test('arrow keys, Home, End, Ctrl+N/P move through results and Enter opens one', async ({ page }) => {
  await page.goto('/')
  await openSearch(page)
  const selected = dialog(page).locator('[cmdk-item][data-selected="true"]')
  await expect(selected).toContainText('Home')
  await page.keyboard.press('ArrowDown')
  await expect(selected).toContainText('Learn')
  await page.keyboard.press('Control+n')
  await expect(selected).toContainText('Solve')
  await page.keyboard.press('Control+p')
  await expect(selected).toContainText('Learn')
  await page.keyboard.press('End')
  await expect(selected).toContainText('System theme')
  await page.keyboard.press('Home')
  await expect(selected).toContainText('Home')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/learn$/)
  await expect(dialog(page)).toBeHidden()
})

test('choosing a theme item sets the theme', async ({ page }) => {
  await page.goto('/')
  await openSearch(page)
  await input(page).fill('cyber')
  await dialog(page).getByRole('option', { name: 'Cyber theme' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'cyber')
  await expect(dialog(page)).toBeHidden()
})

test('a failed index load says so and can be retried', async ({ page }) => {
  await page.route('**/search/en-US.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }))
  await page.goto('/')
  await openSearch(page)
  await expect(dialog(page).getByText('Failed to load search index.')).toBeVisible()
  // Fields and links still work without the index.
  await input(page).fill('topology')
  await expect(dialog(page).getByRole('group', { name: 'Mathematics' })).toBeVisible()
  await page.unroute('**/search/en-US.json')
  await dialog(page).getByRole('option', { name: 'Retry' }).click()
  await expect(dialog(page).getByText('Failed to load search index.')).toBeHidden()
  await expect(dialog(page).getByRole('group', { name: 'Sections' })).toBeVisible(INDEX_READY)
})
