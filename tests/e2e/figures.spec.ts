import AxeBuilder from '@axe-core/playwright'
import { expect, test, type Page } from '@playwright/test'
import { concreteThemeIds } from '@/lib/theme/themes'
import { figures } from './content-facts'

/** The page the figure tests read: the calculus page, with a static figure and an explorable. */
const route = '/mathematics/calculus'
const pageFigures = figures().filter((f) => f.route === route)

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')})`)
}

test('figures are numbered, captioned, named by their text alternative, and the prose refers to them by number', async ({ page }) => {
  expect(pageFigures.length).toBeGreaterThanOrEqual(2)
  await page.goto(route)
  const rendered = page.locator('article figure.noe-figure')
  await expect(rendered).toHaveCount(pageFigures.length)
  for (const [i, fact] of pageFigures.entries()) {
    const figure = rendered.nth(i)
    await expect(figure).toHaveAttribute('id', fact.id)
    await expect(figure.locator('figcaption')).toContainText(new RegExp(`^Figure ${fact.number}\\b`))
    await expect(figure.getByRole('img', { name: fact.alt })).toBeVisible()
    // The art is drawn at build time: a real SVG with paths, not a placeholder.
    expect(await figure.locator('.noe-figure-art svg path').count()).toBeGreaterThan(3)
  }
  const first = pageFigures[0]!
  const reference = page.locator(`article a[href="#${first.id}"]`).first()
  await expect(reference).toHaveText(`Figure ${first.number}`)
  await reference.click()
  await expect(page).toHaveURL(new RegExp(`#${first.id}$`))
  await expect(page.locator(`#${first.id}`)).toBeInViewport()
})

test('a static figure ships no script: its SVG is in the exported HTML', async ({ request }) => {
  const html = await (await request.get(route)).text()
  const first = pageFigures.find((f) => !f.explorable)!
  const at = html.indexOf(`id="${first.id}"`)
  expect(at).toBeGreaterThan(0)
  expect(html.slice(at, at + 20_000)).toMatch(/<svg[^>]*aria-hidden="true"/)
})

for (const theme of concreteThemeIds) {
  test(`in the ${theme} theme the figures draw in the theme's colours and the page has no serious axe violations`, async ({ page }) => {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await page.goto(route)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    const explorable = page.locator('[data-explorable]').first()
    await explorable.scrollIntoViewIfNeeded()
    await expect(explorable.locator('.noe-explorable-live')).toHaveAttribute('data-ready', 'true')
    const colours = await page.locator('article figure.noe-figure').first().evaluate((figure) => {
      const art = figure.querySelector('.noe-figure-art') as HTMLElement
      const foreground = getComputedStyle(art).color
      const painted = [...art.querySelectorAll('path, text, circle, rect, line, polyline, polygon')].flatMap((el) => {
        const style = getComputedStyle(el)
        return [style.stroke, style.fill].filter((c) => c !== 'none' && !c.startsWith('url('))
      })
      return { foreground, painted: [...new Set(painted)], background: getComputedStyle(document.body).backgroundColor }
    })
    // Strokes and labels follow the theme: the foreground is among the colours used, and nothing is drawn
    // in a colour equal to the page background except fills that hide what is behind them.
    expect(colours.painted).toContain(colours.foreground)
    if (['dark', 'cyber'].includes(theme)) expect(colours.painted).not.toContain('rgb(0, 0, 0)')
    expect(await seriousViolations(page)).toEqual([])
  })
}

test('on a 390 px phone the figures fit the column without a sideways scroll', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(route)
  for (const figure of await page.locator('article figure.noe-figure').all()) {
    await figure.scrollIntoViewIfNeeded()
    // The art on show: the static SVG, or, for an explorable, the live view that replaces it once near.
    const explorable = (await figure.getAttribute('data-explorable')) !== null
    if (explorable) await expect(figure.locator('.noe-explorable-live')).toHaveAttribute('data-ready', 'true')
    const art = figure.locator(explorable ? '.noe-explorable-live svg' : '.noe-figure-art svg').first()
    const box = (await art.boundingBox())!
    expect(box.x).toBeGreaterThanOrEqual(0)
    expect(box.x + box.width).toBeLessThanOrEqual(390)
    expect(box.width).toBeGreaterThan(250) // scaled to the column, not shrunk to a thumbnail
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})

test('in print the static art shows, also in place of a loaded explorable', async ({ page }) => {
  await page.goto(route)
  const explorable = page.locator('[data-explorable]').first()
  await explorable.scrollIntoViewIfNeeded()
  await expect(explorable.locator('.noe-explorable-live')).toHaveAttribute('data-ready', 'true')
  await expect(explorable.locator('.noe-explorable-fallback')).toBeHidden()
  await page.emulateMedia({ media: 'print' })
  await expect(explorable.locator('.noe-explorable-fallback')).toBeVisible()
  await expect(explorable.locator('.noe-explorable-live')).toBeHidden()
  for (const art of await page.locator('article .noe-figure-art').all()) await expect(art).toBeVisible()
})

test('figure labels are set in the fonts the site serves: KaTeX\'s text face for Graphviz and Plot, Computer Modern for TikZ', async ({ page }) => {
  // Compilers has Graphviz figures with regular, italic and bold labels.
  await page.goto('/computer-science/compilers')
  await page.locator('article figure.noe-figure svg text').first().scrollIntoViewIfNeeded()
  const loaded = async () =>
    page.evaluate(async () => {
      await document.fonts.ready
      const weight = (w: string) => ({ normal: '400', bold: '700' })[w] ?? w
      return [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family.replace(/"/g, '')} ${f.style} ${weight(f.weight)}`)
    })
  await expect.poll(loaded).toEqual(expect.arrayContaining(['KaTeX_Main normal 400', 'KaTeX_Main italic 400', 'KaTeX_Main normal 700']))
  // A TikZ page fetches the Computer Modern faces its labels use.
  await page.goto('/physics/optics')
  await page.locator('article figure.noe-figure svg text').first().scrollIntoViewIfNeeded()
  await expect.poll(async () => (await loaded()).some((f) => /^cm(r|mi)\d+ /.test(f))).toBe(true)
})
