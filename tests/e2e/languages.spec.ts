import { expect, test } from '@playwright/test'
import { violations } from './axe'

test.use({ viewport: { width: 1280, height: 800 } })

test('the switcher rewrites the prefix, keeps the choice for a year and reloads the page', async ({ page, context }) => {
  await page.goto('/mathematics/abstract-algebra#groups')
  // A mark that survives client-side moves but not a reload.
  await page.evaluate(() => ((window as unknown as { noeMark: number }).noeMark = 1))
  await page.getByRole('banner').getByRole('button', { name: 'English' }).click()
  await page.getByRole('link', { name: 'العربية' }).click()
  await expect(page).toHaveURL(/\/ar\/mathematics\/abstract-algebra#groups$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  expect(await page.evaluate(() => (window as unknown as { noeMark?: number }).noeMark)).toBeUndefined()
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')
  expect(cookie?.value).toBe('ar')
  const days = (cookie!.expires - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(364)
  expect(days).toBeLessThan(366)

  // And back to English, from the Arabic page.
  await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click()
  await page.getByRole('link', { name: 'English' }).click()
  await expect(page).toHaveURL(/\/mathematics\/abstract-algebra#groups$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('en')
})

test('a first visit to / with a language cookie goes to that language’s home page', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'NEXT_LOCALE', value: 'zh', url: baseURL! }])
  await page.goto('/')
  await expect(page).toHaveURL(/\/zh$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  // Other English pages are left alone: the reader asked for them.
  await page.goto('/learn')
  await expect(page).toHaveURL(/\/learn$/)
})

test('an untranslated field page says so in Arabic, right to left, and links to the English article', async ({ page }) => {
  await page.goto('/ar/physics/acoustics')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const note = page.getByRole('note')
  await expect(note).toContainText('لم تُترجم هذه الصفحة')
  const english = note.getByRole('link', { name: 'اقرأها بالإنجليزية' })
  await expect(english).toHaveAttribute('href', '/physics/acoustics')
  await expect(english).toHaveAttribute('hreflang', 'en')
})

test('every page names its other languages (hreflang) and its canonical address', async ({ page }) => {
  await page.goto('/zh/mathematics/linear-algebra')
  const alternates = page.locator('link[rel="alternate"][hreflang]')
  const pairs = await alternates.evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]))
  expect(pairs).toEqual([
    ['en-US', '/mathematics/linear-algebra'],
    ['ar', '/ar/mathematics/linear-algebra'],
    ['zh-CN', '/zh/mathematics/linear-algebra'],
    ['x-default', '/mathematics/linear-algebra'],
  ])
  expect(new URL((await page.locator('link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/zh/mathematics/linear-algebra')
})

for (const path of ['/ar', '/zh/physics/optics', '/ar/mathematics/calculus']) {
  test(`axe finds nothing on ${path}`, async ({ page }) => {
    await page.goto(path)
    expect(await violations(page)).toEqual([])
  })
}

for (const [prefix, lang, dir, heading, physics] of [
  ['/ar', 'ar', 'rtl', 'الصفحة غير موجودة', 'الفيزياء'],
  ['/zh', 'zh-CN', 'ltr', '找不到页面', '物理学'],
] as const) {
  test(`an unknown address under ${prefix} answers 404 with the not-found page in that language`, async ({ page }) => {
    const response = await page.goto(`${prefix}/mathematics/no-such-field`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeHidden()
    await expect(page.locator('html')).toHaveAttribute('lang', lang)
    await expect(page.locator('html')).toHaveAttribute('dir', dir)
    await expect(page.getByRole('main').getByRole('link', { name: physics, exact: true })).toHaveAttribute('href', `${prefix}/physics`)
  })
}
