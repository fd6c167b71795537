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
  const navbar = page.getByTestId('header-bar')
  expect((await navbar.boundingBox())?.height).toBe(64)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Noether' })).toHaveAttribute('href', '/')
  await expect(page.getByTestId('search-trigger')).toContainText('Search...')
  await expect(page.getByTestId('theme-switcher')).toBeVisible()
})

test('a dropdown opens 200 ms after hover, not before, and closes 150 ms after the pointer leaves', async ({ page }) => {
  await page.goto('/')
  const nav = await enhancedNav(page)
  const learn = nav.getByRole('button', { name: 'Learn' })
  const box = await learn.boundingBox()
  if (!box) throw new Error('no Learn trigger')
  // Time the menu's opening and closing in the page itself, from the pointer's own events, free of
  // test-runner latency (a loaded machine can take a few hundred ms to deliver a mouse move).
  type Log = { menuLog: { t: number; open: boolean }[]; enteredAt?: number; leftAt?: number }
  await learn.evaluate((trigger) => {
    const w = window as unknown as Log
    w.menuLog = []
    trigger.addEventListener('pointerenter', () => (w.enteredAt ??= performance.now()))
    trigger.addEventListener('pointerleave', () => (w.leftAt = performance.now()))
    new MutationObserver(() => {
      const open = document.querySelector('[data-testid="menu-learn"]') !== null
      const last = w.menuLog.at(-1)
      if (!last || last.open !== open) w.menuLog.push({ t: performance.now(), open })
    }).observe(document.body, { subtree: true, childList: true, attributes: true })
  })
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
  await page.mouse.move(box.x + box.width / 2 + 2, box.y + box.height / 2)
  const menu = page.getByTestId('menu-learn')
  await expect(menu).toBeVisible()
  const opening = await page.evaluate(() => {
    const w = window as unknown as Log
    return (w.menuLog.find((e) => e.open)?.t ?? -1) - (w.enteredAt ?? Infinity)
  })
  expect(opening).toBeGreaterThanOrEqual(190)
  expect(opening).toBeLessThan(400)

  await expect(menu.getByRole('link')).toHaveText([/Mathematics/, /Physics/, /Computer Science/, /Engineering/])
  await expect(menu.getByRole('link', { name: /Physics/ })).toContainText('Classical, quantum, statistical and relativistic physics.')
  expect((await menu.boundingBox())?.width).toBe(500)

  await page.mouse.move(box.x + 700, box.y + 400)
  await expect(menu).toBeHidden()
  const closing = await page.evaluate(() => {
    const w = window as unknown as Log
    return (w.menuLog.findLast((e) => !e.open)?.t ?? -1) - (w.leftAt ?? Infinity)
  })
  expect(closing).toBeGreaterThanOrEqual(140)
  expect(closing).toBeLessThan(400)
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
  for (const name of ['Learn', 'Solve', 'Research', 'Library', 'Contribute', 'About']) {
    await expect(nav.getByRole('link', { name })).toHaveAttribute('href', `/${name.toLowerCase()}`)
  }
  await context.close()
})
