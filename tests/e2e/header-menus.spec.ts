import { expect, test, type Page } from '@playwright/test'

test.use({ viewport: { width: 1280, height: 800 } })

/** The Radix menu replaces the plain links once the page is idle. */
async function enhancedNav(page: Page) {
  const nav = page.locator('nav[aria-label="Main"][data-enhanced="true"]')
  await expect(nav).toBeVisible()
  return nav
}

test('the header is 64px high, its logo leads home, and search and the theme switcher are there', async ({ page }) => {
  await page.goto('/mathematics/abstract-algebra')
  const navbar = page.locator('.nextra-navbar nav').first()
  expect((await navbar.boundingBox())?.height).toBe(64)
  await expect(page.getByRole('link', { name: 'Home page' })).toHaveAttribute('href', '/')
  await expect(page.getByRole('button', { name: 'Search' })).toContainText('Search...')
  await expect(page.getByTestId('theme-switcher')).toBeVisible()
})

test('a dropdown opens 200 ms after hover, not before, and closes after the pointer leaves', async ({ page }) => {
  await page.goto('/')
  const nav = await enhancedNav(page)
  const learn = nav.getByRole('button', { name: 'Learn' })
  const box = await learn.boundingBox()
  if (!box) throw new Error('no Learn trigger')
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2)
  await page.waitForTimeout(100)
  await expect(page.getByTestId('menu-learn')).toBeHidden()
  await page.waitForTimeout(300)
  const menu = page.getByTestId('menu-learn')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link')).toHaveText([/Mathematics/, /Physics/, /Computer Science/, /Engineering/])
  await expect(menu.getByRole('link', { name: /Physics/ })).toContainText('Classical, quantum, statistical and relativistic physics.')
  expect((await menu.boundingBox())?.width).toBe(500)
  await page.mouse.move(box.x + 700, box.y + 400)
  await expect(menu).toBeHidden({ timeout: 1000 })
})

test('dropdowns work from the keyboard and lead to their pages', async ({ page }) => {
  await page.goto('/')
  const nav = await enhancedNav(page)
  await nav.getByRole('button', { name: 'Solve' }).focus()
  await page.keyboard.press('Enter')
  const menu = page.getByTestId('menu-solve')
  await expect(menu).toBeVisible()
  await page.keyboard.press('Tab')
  await expect(menu.getByRole('link', { name: /Mathematics/ })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/solve\/mathematics$/)
})

test('a section link is highlighted when the current path starts with its prefix', async ({ page }) => {
  await page.goto('/library')
  const nav = await enhancedNav(page)
  await expect(nav.getByRole('link', { name: 'Library' })).toHaveAttribute('aria-current', 'page')
  await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute('aria-current', 'page')
})

test('without JavaScript the header still links to every section', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto('/')
  const nav = page.locator('nav[aria-label="Main"]')
  for (const [name, href] of [
    ['Learn', '/learn'],
    ['Solve', '/solve'],
    ['Research', '/research'],
    ['Library', '/library'],
    ['Contribute', '/contribute'],
    ['About', '/about'],
  ]) {
    await expect(nav.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  await context.close()
})
