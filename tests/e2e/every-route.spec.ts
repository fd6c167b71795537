import { expect, test, type Page } from '@playwright/test'
import { publicRoutes } from './routes'

/** Records every layout shift not caused by input, from the first paint on (read with `shifts`). */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const seen: { value: number; sources: string[] }[] = ((window as unknown as { __shifts: unknown }).__shifts = [])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node }[] }[]) {
        if (entry.hadRecentInput) continue
        const describe = (node?: Node) => (node instanceof Element ? `${node.nodeName} ${node.getAttribute('aria-label') ?? node.className}` : (node?.nodeName ?? '?'))
        seen.push({ value: entry.value, sources: (entry.sources ?? []).map((s) => describe(s.node)) })
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
}

/**
 * The layout shifts so far, once the page's fonts are settled, summed (with what moved, for the message).
 * Zero in an ordinary load (and in Lighthouse). With this machine's two cores saturated by parallel tests, two
 * sub-pixel nudges were seen, each in about 1 of 200 loads: the docs theme's table-of-contents footer (under
 * 0.001) and the header's right-hand group (0.0025). The bar is 0.005: far below what a reader notices (0.1 is
 * Lighthouse's "good"), far above those nudges, and the 0.07 to 0.19 jumps it was written against would fail it.
 */
async function shifts(page: Page) {
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(200)
  const list = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts)
  return { total: list.reduce((n, s) => n + s.value, 0), list }
}

const NO_SHIFT = 0.005

test.describe('every public route', () => {
  for (const { route, heading } of publicRoutes) {
    test(`${route} answers 200 with its heading, no console errors and no layout shift`, async ({ page }) => {
      const errors: string[] = []
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text())
      })
      page.on('pageerror', (error) => errors.push(error.message))
      await recordShifts(page)
      const response = await page.goto(route)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
      await page.waitForLoadState('networkidle')
      expect(errors).toEqual([])
      const { total, list } = await shifts(page)
      expect(total, JSON.stringify(list)).toBeLessThan(NO_SHIFT)
    })
  }
})

test.describe('screens drawn in the browser do not move the page either', () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    for (const route of ['/login', '/sign-up', '/dashboard', '/mathematics/abstract-algebra']) {
      test(`${route} at ${viewport.width} px`, async ({ page }) => {
        await page.setViewportSize(viewport)
        await recordShifts(page)
        await page.goto(route)
        await page.waitForLoadState('networkidle')
        const { total, list } = await shifts(page)
        expect(total, JSON.stringify(list)).toBeLessThan(NO_SHIFT)
      })
    }
  }
})
