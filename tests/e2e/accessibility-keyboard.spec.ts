/**
 * What axe cannot see: where focus goes, whether it can be seen, wide formulas, and motion (200% zoom is
 * checked on every route in accessibility-sweep.spec.ts).
 */
import { expect, test, type Locator } from '@playwright/test'
import { concreteThemeIds } from '@/lib/theme/themes'

const FIELD = '/mathematics/abstract-algebra'

/** WCAG contrast of two CSS rgb()/rgba() colours (alpha ignored: both are opaque here). */
function contrast(a: string, b: string) {
  const luminance = (css: string) => {
    const [r, g, bl] = css.match(/[\d.]+/g)!.slice(0, 3).map((v) => Number(v) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

/** The colours of a focused element's ring (its box-shadow or outline) and the background behind it. */
const ringAndBackground = (locator: Locator) =>
  locator.evaluate((el) => {
    const style = getComputedStyle(el)
    const ring = [...style.boxShadow.matchAll(/rgba?\([^)]*\)/g)].map((m) => m[0])
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ring.push(style.outlineColor)
    let node: Element | null = el
    let background = 'rgb(255, 255, 255)'
    while (node) {
      const bg = getComputedStyle(node).backgroundColor
      if (bg && !/rgba\(.*,\s*0\)$/.test(bg) && bg !== 'transparent') {
        background = bg
        break
      }
      node = node.parentElement
    }
    return { ring: ring.filter((c) => !/,\s*0\)$/.test(c)), background }
  })

test('closing the phone menu, by Escape or by "Close menu", returns focus to the button that opened it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(FIELD)
  const toggle = page.getByRole('button', { name: 'Toggle Menu' })
  const menu = page.getByTestId('mobile-menu')
  await toggle.focus()
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(toggle).toBeFocused()
  await toggle.click()
  await expect(menu).toBeVisible()
  await menu.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  await expect(toggle).toBeFocused()
})

test('a focused sidebar link shows a ring of at least 3:1 against the sidebar, in every theme', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const theme of concreteThemeIds) {
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme)
    await page.goto(FIELD)
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
    // Reach the second sidebar link from the first by Tab, so the focus is a keyboard's (:focus-visible).
    const links = page.locator('aside.nextra-sidebar .nextra-scrollbar a')
    await links.first().focus()
    await page.keyboard.press('Tab')
    const focused = page.locator(':focus')
    expect(await focused.evaluate((el) => el.matches('aside.nextra-sidebar a:focus-visible'))).toBe(true)
    const { ring, background } = await ringAndBackground(focused)
    expect(ring.length, `${theme}: a visible focus ring`).toBeGreaterThan(0)
    expect(Math.max(...ring.map((c) => contrast(c, background))), `${theme}: ring ${ring.join(' / ')} on ${background}`).toBeGreaterThanOrEqual(3)
  }
})

test('walking the sidebar by Tab, every focused link stands clear of the list\'s faded edges and its "Collapse sidebar" footer', async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto(FIELD)
  await expect(page.locator('aside.nextra-sidebar').getByRole('button', { name: 'Collapse sidebar' })).toBeVisible()
  // The list fades out over its first and last 20 px (Nextra's .nextra-mask).
  const FADE = 20
  let seen = 0
  for (let i = 0; i < 150; i++) {
    await page.keyboard.press('Tab')
    const step = await page.evaluate(() => {
      const el = document.activeElement
      const list = el?.closest('aside.nextra-sidebar .nextra-scrollbar')
      if (!el || !list) return null
      const box = el.getBoundingClientRect()
      const visible = list.getBoundingClientRect()
      const footer = document.querySelector('aside.nextra-sidebar .nextra-sidebar-footer')!.getBoundingClientRect()
      return { name: el.textContent, middle: box.top + box.height / 2, bottom: box.bottom, top: visible.top, end: visible.bottom, footerTop: footer.top }
    })
    if (!step) {
      if (seen > 0) break
      continue
    }
    seen++
    expect(step.bottom, `${step.name} is above the footer`).toBeLessThanOrEqual(step.footerTop + 1)
    expect(step.middle, `${step.name} is clear of the bottom fade`).toBeLessThanOrEqual(step.end - FADE)
    expect(step.middle, `${step.name} is clear of the top fade`).toBeGreaterThanOrEqual(step.top + FADE)
  }
  expect(seen).toBeGreaterThan(10)
})

test('a wide formula is a named tab stop whose content scrolls inside it', async ({ page }) => {
  await page.setViewportSize({ width: 640, height: 400 })
  await page.goto('/physics/general-relativity')
  const group = page.getByRole('group', { name: 'Wide formula, scrolls sideways' }).first()
  await expect(group).toBeAttached()
  await group.focus()
  await expect(group).toBeFocused()
  const before = await group.evaluate((el) => el.scrollLeft)
  await page.keyboard.press('ArrowRight')
  await expect.poll(() => group.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before)
})

test('under reduced motion nothing animates: the menu chevrons turn without a transition', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(FIELD)
  const trigger = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Learn' })
  const chevron = trigger.locator('svg')
  await trigger.focus()
  await page.keyboard.press('Enter')
  await expect(trigger).toHaveAttribute('aria-expanded', 'true')
  const durations = await page.evaluate(() =>
    [...document.querySelectorAll('svg, aside.nextra-sidebar *')].map((el) => getComputedStyle(el).transitionDuration.split(',').map(parseFloat)).flat(),
  )
  expect(Math.max(...durations)).toBeLessThan(0.001)
  // Turned at once (Tailwind's rotate-180 is the CSS `rotate` property).
  expect(await chevron.evaluate((el) => getComputedStyle(el).rotate)).toBe('180deg')
  expect(await page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length)).toBe(0)
})

test('the first Tab offers "Skip to Content", which passes the header and the sidebar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(FIELD)
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to Content' })
  await expect(skip).toBeFocused()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  // The next stop is in the page's own content, not one of the header's or the sidebar's links.
  expect(await page.evaluate(() => !!document.activeElement?.closest('article') && !document.activeElement.closest('aside, header, nav.nextra-toc'))).toBe(true)
})
