/**
 * axe over the whole site: every public route, log in, sign up and a 404 in the light theme with every
 * rule of WCAG 2.0/2.1 A and AA and axe's best practices; the same routes in the dark theme with the rules
 * a theme can change (contrast), and at 200% zoom; the other three themes and a phone on a representative
 * set; the account screens signed in. Zero violations of any impact.
 */
import { expect, test, type Page } from '@playwright/test'
import { ACCOUNT_ROUTES, AUTH_ROUTES, publicRoutes } from '@/lib/routes'
import { concreteThemeIds, THEME_STORAGE_KEY, themeBootScript, type ConcreteTheme } from '@/lib/theme/themes'
import { newLearner, signUp } from './account-helpers'
import { violations } from './axe'

/** Pages that between them hold every kind of block: prose, formulas, figures, explorables, code, problems, cards. */
const REPRESENTATIVE = ['/', '/learn', '/mathematics/abstract-algebra', '/computer-science/algorithms', '/physics/optics', '/solve/mathematics', '/login']

async function visit(page: Page, route: string, theme: ConcreteTheme) {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
  await page.goto(route)
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
}

const everyRoute = [...publicRoutes, ...AUTH_ROUTES, '/no-such-page']

test.describe('every route', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  for (const route of everyRoute) {
    test(`${route}: no axe violations in the light theme, none of contrast in the dark, no sideways scroll at 200% zoom`, async ({ page }) => {
      await visit(page, route, 'light')
      expect(await violations(page)).toEqual([])
      // To dark without a second load of a large page: store the choice and run the site's own boot script,
      // which is what the next load would do before its first paint.
      await page.evaluate(
        ([key, script]) => {
          localStorage.setItem(key, 'dark')
          new Function(script)()
        },
        [THEME_STORAGE_KEY, themeBootScript] as const,
      )
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
      await expect(page.locator('html')).toHaveClass(/\bdark\b/)
      // Colours that fade between themes (the header's links) are measured once they have arrived.
      await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a instanceof CSSTransition).map((a) => a.finished.catch(() => undefined))))
      expect(await violations(page, { colourOnly: true })).toEqual([])
      // 200% zoom on a 1280 × 800 screen: a 640 × 400 CSS-pixel viewport. The page must not scroll sideways
      // (a wide formula scrolls inside itself).
      await page.setViewportSize({ width: 640, height: 400 })
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(640)
    })
  }
})

test.describe('the other themes', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  for (const theme of concreteThemeIds.filter((t) => t !== 'light' && t !== 'dark')) {
    for (const route of REPRESENTATIVE) {
      test(`${route} in ${theme}: no axe violations`, async ({ page }) => {
        await visit(page, route, theme)
        expect(await violations(page)).toEqual([])
      })
    }
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  for (const theme of ['light', 'dark'] as const) {
    for (const route of REPRESENTATIVE) {
      test(`${route} in ${theme} on a phone: no axe violations`, async ({ page }) => {
        await visit(page, route, theme)
        expect(await violations(page)).toEqual([])
      })
    }
    test(`the open phone menu in ${theme}: no axe violations`, async ({ page }) => {
      await visit(page, '/mathematics/abstract-algebra', theme)
      await page.getByRole('button', { name: 'Toggle Menu' }).click()
      await expect(page.getByTestId('mobile-menu')).toBeVisible()
      expect(await violations(page)).toEqual([])
    })
  }
})

test.describe('the account screens, signed in', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  test('every account screen: no axe violations in light, no contrast violations in dark', async ({ page }) => {
    test.setTimeout(120_000)
    await signUp(page, newLearner('Sophie Germain'))
    for (const theme of ['light', 'dark'] as const) {
      for (const route of ACCOUNT_ROUTES) {
        await visit(page, route, theme)
        // The screen itself, not "Checking your session…".
        await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible({ timeout: 15_000 })
        await expect(page.getByText('Loading…')).toHaveCount(0, { timeout: 15_000 })
        expect(await violations(page, { colourOnly: theme === 'dark' }), `${route} in ${theme}`).toEqual([])
      }
    }
  })
})
