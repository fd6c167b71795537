import { expect, test } from '@playwright/test'

test.use({ viewport: { width: 375, height: 740 } })

test('"Toggle Menu" opens the slide-in menu with home link, grouped sections and a theme picker', async ({ page }) => {
  await page.goto('/mathematics/abstract-algebra')
  await page.getByRole('button', { name: 'Toggle Menu' }).click()
  const menu = page.getByTestId('mobile-menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Noether' })).toHaveAttribute('href', '/')
  for (const heading of ['Learn', 'Solve', 'Research', 'More']) {
    await expect(menu.getByRole('heading', { name: heading })).toBeVisible()
  }
  await expect(menu.getByRole('link', { name: 'Physics' }).first()).toHaveAttribute('href', '/physics')
  await menu.getByRole('radio', { name: 'Dark' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  await expect(menu.getByRole('radio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true')
})

test('the menu traps focus, closes on Escape, and closes when a link is chosen', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Toggle Menu' }).click()
  const menu = page.getByTestId('mobile-menu')
  await expect(menu).toBeVisible()
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab')
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()

  await page.getByRole('button', { name: 'Toggle Menu' }).click()
  await menu.getByRole('link', { name: 'Library' }).click()
  await expect(page).toHaveURL(/\/library$/)
  await expect(menu).toBeHidden()
})

test('the docs sidebar stays reachable on phones', async ({ page }) => {
  await page.goto('/physics/optics')
  // The drawer is not in the page until it is asked for (it would be a second copy of the sidebar).
  await expect(page.locator('.nextra-mobile-nav')).toHaveCount(0)
  const sidebarLink = page.locator('.nextra-mobile-nav').getByRole('link', { name: 'Acoustics' })
  const toggle = page.getByRole('button', { name: 'Toggle Menu' })
  for (const time of ['first', 'second']) {
    await toggle.click()
    await page.getByTestId('mobile-menu').getByRole('button', { name: 'Browse all pages' }).click()
    await expect(sidebarLink, `opened a ${time} time`).toBeInViewport()
    await expect(page.locator('.nextra-mobile-nav li.active').first()).toBeInViewport()
    // The same button now closes the sidebar drawer (it slides out of view).
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await toggle.click()
    await expect(sidebarLink).not.toBeInViewport()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  }
})
