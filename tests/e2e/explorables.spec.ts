import { expect, test, type Page } from '@playwright/test'
import { figures } from './content-facts'

const explorables = figures().filter((f) => f.explorable)
const first = explorables.find((f) => f.route === '/mathematics/calculus') ?? explorables[0]!

/** The bodies of the scripts a page has loaded, by URL. */
function recordScripts(page: Page) {
  const scripts = new Map<string, Promise<string>>()
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.set(response.url(), response.text().catch(() => ''))
  })
  return scripts
}
/** Mafs's code, recognisable in any bundle by the class its view renders. */
const MAFS = 'MafsView'

test('an explorable\'s code is not requested until the reader scrolls near it, then it replaces its fallback', async ({ page }) => {
  const scripts = recordScripts(page)
  await page.goto(first.route)
  await page.waitForLoadState('networkidle')
  const figure = page.locator(`[data-explorable="${first.explorable}"]`)
  await expect(figure.locator('.noe-explorable-fallback')).toBeVisible()
  await expect(figure.locator('.noe-explorable-live')).not.toHaveAttribute('data-ready', 'true')
  const before = new Set(scripts.keys())
  for (const url of before) expect(await scripts.get(url), `${url} is in the first load`).not.toContain(MAFS)

  await figure.scrollIntoViewIfNeeded()
  await expect(figure.locator('.noe-explorable-live')).toHaveAttribute('data-ready', 'true')
  await expect(figure.locator('.noe-explorable-fallback')).toBeHidden()
  const after = [...scripts.keys()].filter((url) => !before.has(url))
  expect(after.length).toBeGreaterThan(0)
  const bodies = await Promise.all(after.map((url) => scripts.get(url)!))
  expect(bodies.some((body) => body.includes(MAFS))).toBe(true)
})

test('the fallback and the "try this" line show without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto(first.route)
  const figure = page.locator(`[data-explorable="${first.explorable}"]`)
  await expect(figure.getByRole('img', { name: first.alt })).toBeVisible()
  await expect(figure.locator('svg').first()).toBeVisible()
  await expect(figure.locator('figcaption')).toContainText('Try this:')
  await context.close()
})

test('if its code fails to load, the static figure stays', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto(first.route)
  await page.waitForLoadState('networkidle')
  await page.route('**/_next/static/**', (route) => route.abort())
  const figure = page.locator(`[data-explorable="${first.explorable}"]`)
  await figure.scrollIntoViewIfNeeded()
  await page.waitForTimeout(1000)
  await expect(figure.locator('.noe-explorable-fallback')).toBeVisible()
  expect(errors).toEqual([])
})

test('under reduced motion nothing in an explorable transitions', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(first.route)
  const figure = page.locator(`[data-explorable="${first.explorable}"]`)
  await figure.scrollIntoViewIfNeeded()
  await expect(figure.locator('.noe-explorable-live')).toHaveAttribute('data-ready', 'true')
  const durations = await figure.locator('.noe-explorable-body *').evaluateAll((els) => [...new Set(els.map((el) => getComputedStyle(el).transitionDuration))])
  expect(durations).toEqual(['0s'])
})

for (const fact of explorables) {
  test(`${fact.explorable} (${fact.route}): every control is named, reached by Tab and moved by the arrow keys`, async ({ page }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await page.goto(fact.route)
    const figure = page.locator(`[data-explorable="${fact.explorable}"]`)
    await figure.scrollIntoViewIfNeeded()
    const live = figure.locator('.noe-explorable-live')
    await expect(live).toHaveAttribute('data-ready', 'true')
    await expect(live).toHaveAttribute('aria-label', fact.alt)
    // Start just before the explorable and walk its controls with Tab.
    await figure.locator('.noe-explorable-stage').evaluate((stage) => {
      const marker = document.createElement('button')
      marker.id = 'before-explorable'
      marker.textContent = 'start'
      stage.before(marker)
      marker.focus()
    })
    const visited: string[] = []
    for (let step = 0; step < 25; step++) {
      await page.keyboard.press('Tab')
      const control = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement
        if (!el.closest('.noe-explorable-live')) return null
        return { tag: el.tagName.toLowerCase(), html: el.outerHTML.slice(0, 120) }
      })
      if (!control) break
      // The browser's own accessible-name computation (labels, aria-label(ledby), a button's text).
      const focused = page.locator('.noe-explorable-live :focus')
      await expect(focused, `a ${control.tag} in ${fact.explorable} has no accessible name: ${control.html}`).toHaveAccessibleName(/\S/)
      const name = (await focused.ariaSnapshot()).replace(/^- /, '')
      if (control.tag === 'button') continue
      const state = () => live.evaluate((el) => el.innerHTML)
      const before = await state()
      await page.keyboard.press('ArrowRight')
      let after = await state()
      if (after === before) {
        await page.keyboard.press('ArrowUp')
        after = await state()
      }
      expect(after, `the arrow keys do not move ${name}`).not.toBe(before)
      visited.push(name)
    }
    expect(visited.length, `${fact.explorable} has no control reachable by Tab`).toBeGreaterThan(0)
    expect(errors).toEqual([])
  })
}
