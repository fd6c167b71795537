import { expect, test } from '@playwright/test'
import { allFields } from '@/lib/catalogue'

const FIELD = '/mathematics/abstract-algebra'

test('table of contents links scroll to their heading', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto(FIELD)
  const toc = page.locator('nav.nextra-toc')
  const links = toc.getByRole('link')
  await expect(links.first()).toBeVisible()
  const last = links.filter({ hasText: 'Prerequisites and related fields' })
  await last.click()
  await expect(page).toHaveURL(/#prerequisites-and-related-fields$/)
  await expect(page.locator('#prerequisites-and-related-fields')).toBeInViewport()
  const secondHref = await links.nth(1).getAttribute('href')
  await links.nth(1).click()
  await expect(page.locator(secondHref!)).toBeInViewport()
})

test('the table of contents keeps its place while the article is still arriving', async ({ page }) => {
  // A long page is painted before all its HTML has arrived, and the table of contents precedes the
  // article in the HTML: it must already sit at the right edge, or it jumps there (a layout shift).
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto(FIELD)
  const toc = page.locator('nav.nextra-toc')
  const withArticle = await toc.boundingBox()
  await page.locator('article').evaluate((article: HTMLElement) => (article.style.display = 'none'))
  const withoutArticle = await toc.boundingBox()
  expect(withArticle!.x).toBeGreaterThan(1000)
  expect(withoutArticle!.x).toBe(withArticle!.x)
})

test('previous and next links at the foot of a page lead to the neighbouring pages, inside the main landmark', async ({ page }) => {
  // The sidebar's order is the catalogue's.
  const fields = allFields.filter((f) => f.subject.slug === 'mathematics')
  const [before, here, after] = fields.slice(1, 4)
  await page.goto(here!.href)
  const pages = page.getByRole('main').getByRole('navigation', { name: 'Previous and next pages' })
  await expect(pages.getByRole('link')).toHaveText([`Previous: ${before!.title}`, `Next: ${after!.title}`].map((t) => new RegExp(t)))
  await pages.getByRole('link', { name: `Next: ${after!.title}` }).click()
  await expect(page).toHaveURL(new RegExp(`${after!.href}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(after!.title)
  await page.getByRole('navigation', { name: 'Previous and next pages' }).getByRole('link', { name: `Previous: ${here!.title}` }).click()
  await expect(page).toHaveURL(new RegExp(`${here!.href}$`))
  await expect(page.getByRole('main').getByText(/Last updated on/)).toBeVisible()
})

test('the breadcrumb shows where a field page sits, inside the main landmark', async ({ page }) => {
  await page.goto(FIELD)
  const crumbs = page.getByRole('main').getByRole('navigation', { name: 'Breadcrumb' })
  await expect(crumbs.getByRole('link', { name: 'Mathematics' })).toHaveAttribute('href', '/mathematics')
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Abstract Algebra')
  await page.goto('/solve/physics')
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Solve' })).toHaveAttribute('href', '/solve')
})

test('a sidebar folder collapses and expands', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto(FIELD)
  const sidebar = page.locator('aside.nextra-sidebar')
  // A subject folder has a landing page: its title navigates, its arrow toggles the folder.
  const folder = sidebar.locator('li:has(> a[href="/physics"])')
  const arrow = folder.locator('> a svg')
  const optics = folder.getByRole('link', { name: 'Optics', exact: true })
  const listHeight = () => folder.locator('> div').evaluate((el) => el.getBoundingClientRect().height)
  await expect(folder).toHaveClass(/open/)
  await expect(optics).toBeVisible()
  await arrow.click()
  await expect(folder).not.toHaveClass(/open/)
  await expect.poll(listHeight).toBe(0)
  await expect(page).toHaveURL(new RegExp(`${FIELD}$`))
  await arrow.click()
  await expect(folder).toHaveClass(/open/)
  await expect.poll(listHeight).toBeGreaterThan(100)
  await expect(optics).toBeVisible()
})

test('edit and feedback links open the repository', async ({ page }) => {
  await page.setViewportSize({ width: 1400, height: 900 })
  await page.goto(FIELD)
  const edit = page.getByRole('link', { name: 'Edit this page' })
  await expect(edit).toHaveAttribute('href', /\/tree\/main\/content\/mathematics\/abstract-algebra\.mdx$/)
  const feedback = page.getByRole('link', { name: /Give us feedback/ })
  const href = new URL((await feedback.getAttribute('href'))!)
  expect(href.pathname).toMatch(/\/issues\/new$/)
  expect(href.searchParams.get('title')).toContain('Abstract Algebra')
  expect(href.searchParams.get('labels')).toBe('feedback,content')
})
