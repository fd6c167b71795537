import { expect, test } from '@playwright/test'
import { firstIntegerProblem } from './content-facts'

test('math is typeset at build time as MathML, in the site\'s math font, and reads as math', async ({ page }) => {
  // Calculus has inline and display math (the fundamental theorem is a display formula).
  await page.goto('/mathematics/calculus')
  await expect(page.locator('article math').first()).toBeVisible()
  await expect(page.locator('article .noe-math-display > math[display="block"]').first()).toBeVisible()
  // MathML only: no HTML rendering of formulas beside it.
  expect(await page.locator('.katex, .katex-html').count()).toBe(0)
  // Screen readers get the formulas as math.
  expect(await page.getByRole('math').count()).toBeGreaterThan(10)
  // Set in the page's own cut of Noether Math, which the page loads (lib/mdx/math-font.mjs).
  const family = await page.locator('article math').first().evaluate((el) => getComputedStyle(el).fontFamily)
  expect(family).toMatch(/^"?Noether Math Page"?,/)
  await expect.poll(() => page.evaluate(async () => (await document.fonts.ready, document.fonts.check('16px "Noether Math Page"')))).toBe(true)
  expect(await page.evaluate(() => [...document.fonts].some((f) => f.family.replace(/"/g, '') === 'Noether Math Page' && f.status === 'loaded'))).toBe(true)
})

test('teaching blocks are numbered and linkable', async ({ page }) => {
  await page.goto('/mathematics/abstract-algebra')
  const theorem = page.locator('section.noe-block[data-kind="theorem"]').first()
  await expect(theorem).toHaveAttribute('id', /^(theorem-\d+|[\w-]+)$/)
  const id = await theorem.getAttribute('id')
  await theorem.getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`#${id}$`))
})

test('a Problem rejects a wrong answer and accepts the right one', async ({ page }) => {
  const { id, answer, wrong } = firstIntegerProblem('mathematics/abstract-algebra')
  await page.goto('/mathematics/abstract-algebra')
  const problem = page.locator(`section.noe-problem#${id}`)
  await problem.scrollIntoViewIfNeeded()
  const input = problem.getByLabel('Your answer')
  const status = problem.getByRole('status')
  await input.fill(wrong)
  await problem.getByRole('button', { name: 'Check' }).click()
  await expect(status).toHaveText(/Not quite/)
  await input.fill(answer)
  await input.press('Enter')
  await expect(status).toHaveText('Correct. Well done!')
  await problem.getByRole('button', { name: 'Show solution' }).click()
  await expect(problem.getByText('Solution', { exact: true })).toBeVisible()
})

test('on a phone a display formula wider than the column scrolls inside itself and takes a tab stop, also after moving between pages', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const overflowing = () =>
    page.locator('article .noe-math-display').evaluateAll((els) =>
      els.map((el) => ({ wide: el.scrollWidth > el.clientWidth + 1, focusable: el.getAttribute('tabindex') === '0' })),
    )
  await page.goto('/mathematics/real-analysis')
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))
  // The calculus page has a formula wider than 390 px; reach it the way a reader does, by a link (no reload).
  await page.locator('a[href="/mathematics/calculus"]').first().evaluate((a: HTMLElement) => a.click())
  await expect(page).toHaveURL(/\/mathematics\/calculus$/)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  await expect.poll(async () => (await overflowing()).filter((f) => f.wide).length).toBeGreaterThan(0)
  await expect.poll(async () => (await overflowing()).every((f) => f.wide === f.focusable)).toBe(true)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
