import { expect, test } from '@playwright/test'

test('the announcement banner is 2.5rem high and stays dismissed after a reload', async ({ page }) => {
  await page.goto('/about')
  const banner = page.getByTestId('banner')
  await expect(banner).toBeVisible()
  expect((await banner.boundingBox())?.height).toBe(40)
  await banner.getByRole('button', { name: 'Dismiss banner' }).click()
  await expect(banner).toBeHidden()
  const stored = await page.evaluate(() =>
    Object.entries(localStorage).filter(([key]) => key.startsWith('noether-banner')).map(([, v]) => v),
  )
  expect(stored).toEqual(['0'])
  await page.reload()
  await expect(page.getByTestId('banner')).toBeHidden()
})

for (const [device, viewport] of [['a phone', { width: 390, height: 800 }], ['a desktop', { width: 1280, height: 800 }]] as const) {
  test(`on ${device} the header sits under the banner, then at the very top once the banner has scrolled away`, async ({ page }) => {
    await page.setViewportSize(viewport)
    await page.goto('/mathematics/abstract-algebra')
    const header = page.getByRole('banner')
    expect((await header.boundingBox())?.y).toBe(40)
    await page.mouse.wheel(0, 1200)
    await expect.poll(async () => (await header.boundingBox())?.y).toBe(0)
    // Nothing of the page shows above it.
    expect(await page.evaluate(() => document.elementFromPoint(100, 2)?.closest('header') !== null)).toBe(true)
  })
}
