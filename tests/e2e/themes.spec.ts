import { expect, test, type Page } from '@playwright/test'
import { themeChoices } from '@/lib/theme/themes'

test.use({ viewport: { width: 1280, height: 800 } })

const html = (page: Page) => page.locator('html')

async function chooseTheme(page: Page, label: string) {
  await page.getByTestId('theme-switcher').click()
  await page.getByRole('menuitemradio', { name: label }).click()
}

test('each of the six choices sets the theme and stores it under "theme"', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' })
  await page.goto('/mathematics/abstract-algebra')
  for (const choice of themeChoices) {
    await chooseTheme(page, choice.label)
    const expected = choice.id === 'system' ? 'dark' : choice.id
    await expect(html(page)).toHaveAttribute('data-theme', expected)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe(choice.id)
    const dark = ['dark', 'cyber'].includes(expected)
    await expect(html(page)).toHaveClass(dark ? /\bdark\b/ : /^(?!.*\bdark\b)/)
  }
})

test('the default is system, following the OS colour scheme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/')
  await expect(html(page)).toHaveAttribute('data-theme', 'light')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html(page)).toHaveAttribute('data-theme', 'dark')
})

test('a chosen theme survives a reload and changes the page colours', async ({ page }) => {
  await page.goto('/')
  const lightBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  await chooseTheme(page, 'Classic')
  await page.reload()
  await expect(html(page)).toHaveAttribute('data-theme', 'classic')
  const classicBg = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)
  expect(classicBg).toBe('rgb(251, 247, 238)')
  expect(classicBg).not.toBe(lightBg)
})

test('choosing a theme in one tab changes it in the other', async ({ context }) => {
  const first = await context.newPage()
  const second = await context.newPage()
  await first.goto('/')
  await second.goto('/physics')
  await chooseTheme(first, 'Cyber')
  await expect(html(second)).toHaveAttribute('data-theme', 'cyber')
  await expect(html(second)).toHaveClass(/\bdark\b/)
})

test('no flash: the stored theme is on <html> before any script of the app runs', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'cyber'))
  // Block every app bundle: only the inline boot script can set the theme.
  await page.route('**/_next/static/chunks/**', (route) => route.abort())
  await page.goto('/mathematics/abstract-algebra')
  await expect(html(page)).toHaveAttribute('data-theme', 'cyber')
  await expect(html(page)).toHaveClass(/\bdark\b/)
  // The switcher's icon only appears after the first client render, which never happened here.
  await expect(page.getByTestId('theme-switcher').locator('svg')).toHaveCount(0)
})

test('the switcher shows the current theme icon once the page is interactive', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'minimal'))
  await page.goto('/')
  await expect(page.getByTestId('theme-switcher')).toHaveAttribute('aria-label', 'Theme: Minimal. Change theme')
  await expect(page.getByTestId('theme-switcher').locator('svg')).toHaveCount(1)
})
