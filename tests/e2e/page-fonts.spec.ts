import { expect, test, type Page } from '@playwright/test'

/**
 * What a page fetches for its type: its own cut of the math font, not the whole font; a figure's label fonts
 * only when the reader nears the figure; and after a client-side move to another page, that page's cut.
 */
// No trace: its DOM snapshots lay out every element, off-screen figures included, which fetches their fonts.
test.use({ viewport: { width: 1280, height: 800 }, trace: 'off' })

const WHOLE_FONT = '/fonts/noether-math/noether-math.woff2'
const PAGE_FONTS = /\/fonts\/noether-math\/pages\/[0-9a-f]{16}\.woff2$/

function fontRequests(page: Page) {
  const urls: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'font') urls.push(new URL(request.url()).pathname)
  })
  return urls
}

/** The faces of the page's cut that the document knows, with their load status. */
const pageFaces = (page: Page) =>
  page.evaluate(() => [...document.fonts].filter((f) => f.family.replace(/"/g, '') === 'Noether Math Page').map((f) => f.status))

test('a page with formulas loads its own cut of the math font and never the whole font', async ({ page }) => {
  const fonts = fontRequests(page)
  await page.goto('/mathematics/abstract-algebra')
  await expect(page.locator('article math').first()).toBeVisible()
  await expect.poll(() => pageFaces(page)).toEqual(['loaded'])
  const cut = page.locator('link[rel="preload"][as="font"]')
  await expect(cut).toHaveCount(1)
  expect(await cut.getAttribute('href')).toMatch(PAGE_FONTS)
  expect(fonts.filter((url) => PAGE_FONTS.test(url))).toHaveLength(1)
  expect(fonts).not.toContain(WHOLE_FONT)
  // Every character of every formula that the whole font has, the cut has too. (A character missing from a
  // font is drawn by the next family, so its width changes with that fallback.)
  const uncovered = await page.evaluate(async (url) => {
    const text = [...document.querySelectorAll('article math')].map((m) => m.textContent ?? '').join('')
    const chars = [...new Set(text)].filter((c) => c.trim() !== '')
    const whole = new FontFace('Noether Math Whole', `url(${url})`)
    document.fonts.add(await whole.load())
    const context = document.createElement('canvas').getContext('2d')!
    const width = (font: string, c: string) => ((context.font = font), context.measureText(c).width)
    const has = (family: string, c: string) => width(`40px "${family}", monospace`, c) === width(`40px "${family}", cursive`, c)
    return chars.filter((c) => has('Noether Math Whole', c) && !has('Noether Math Page', c))
  }, WHOLE_FONT)
  expect(uncovered).toEqual([])
})

test('a page without formulas fetches no math font', async ({ page }) => {
  const fonts = fontRequests(page)
  await page.goto('/about')
  await expect(page.locator('h1')).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(fonts.filter((url) => url.includes('/fonts/noether-math/'))).toEqual([])
})

test('a figure far down the page fetches its label fonts only when the reader nears it, and keeps its place', async ({ page }) => {
  const fonts = fontRequests(page)
  const labelFonts = () => fonts.filter((url) => url.startsWith('/fonts/katex-main/'))
  await page.goto('/mathematics/abstract-algebra')
  // The Cayley graph of S3 (Graphviz, labels in KaTeX_Main) sits far below the first screen; nothing above
  // it uses that face.
  const figure = page.locator('figure#cayley-s3')
  const art = figure.locator('.noe-figure-art')
  await expect(figure.locator('text').first()).toHaveAttribute('font-family', /KaTeX_Main/)
  const before = (await art.boundingBox())!
  expect(before.y, 'the figure starts more than three screens down').toBeGreaterThan(3 * 800)
  await page.waitForLoadState('networkidle')
  expect(labelFonts()).toEqual([])

  const caption = figure.locator('figcaption')
  const captionBefore = (await caption.boundingBox())!.y
  await art.scrollIntoViewIfNeeded()
  await expect.poll(() => labelFonts().length).toBeGreaterThan(0)
  // The box reserved for the figure was its drawn size: laying it out moved nothing below it.
  const after = (await art.boundingBox())!
  expect(Math.abs(after.height - before.height)).toBeLessThan(1)
  const scroll = await page.evaluate(() => window.scrollY)
  expect(Math.abs((await caption.boundingBox())!.y + scroll - captionBefore)).toBeLessThan(1)
})

test('moving to another formula page in the app brings that page’s cut with it', async ({ page }) => {
  const fonts = fontRequests(page)
  await page.goto('/mathematics/abstract-algebra')
  await expect.poll(() => pageFaces(page)).toEqual(['loaded'])
  const first = fonts.find((url) => PAGE_FONTS.test(url))
  await page.evaluate(() => ((window as unknown as { noeSameDocument: boolean }).noeSameDocument = true))
  await page.locator('aside').getByRole('link', { name: 'Linear Algebra', exact: true }).first().click()
  await expect(page).toHaveURL(/\/mathematics\/linear-algebra$/)
  await expect(page.locator('h1')).toHaveText('Linear Algebra')
  // Still the same document (a client-side move), now with only the new page's cut declared, loaded.
  expect(await page.evaluate(() => (window as unknown as { noeSameDocument?: boolean }).noeSameDocument)).toBe(true)
  await expect.poll(() => pageFaces(page)).toEqual(['loaded'])
  const second = fonts.filter((url) => PAGE_FONTS.test(url)).at(-1)
  expect(second).not.toBe(first)
  expect(fonts).not.toContain(WHOLE_FONT)
})
