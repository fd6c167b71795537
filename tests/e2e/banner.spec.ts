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
