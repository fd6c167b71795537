import { expect, test } from '@playwright/test'
import { subjects } from '@/lib/catalogue'

test('home shows the tagline and the four subjects in their colours', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByText('An open-science educational platform.')).toBeVisible()
  for (const s of subjects) {
    const link = page.getByRole('link', { name: `Explore ${s.title}` })
    await expect(link).toHaveAttribute('href', `/${s.slug}`)
  }
  const colours = await Promise.all(
    subjects.map((s) => page.getByRole('link', { name: `Explore ${s.title}` }).evaluate((el) => getComputedStyle(el).backgroundColor)),
  )
  expect(new Set(colours).size).toBe(4)
})

test('home finds a field by a topic and opens it', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('searchbox', { name: 'Find a field or topic' }).fill('Lagrange')
  await page.getByRole('list', { name: 'Matching fields' }).getByRole('link').first().click()
  await expect(page).toHaveURL(/\/mathematics\/abstract-algebra$/)
})

test('a subject page shows every field as a card', async ({ page }) => {
  await page.goto('/engineering')
  const cards = page.getByRole('list', { name: 'Fields' }).getByRole('link')
  await expect(cards).toHaveCount(8)
  await cards.filter({ hasText: 'Aerospace Engineering' }).click()
  await expect(page).toHaveURL(/\/engineering\/aerospace$/)
})

test('the footer carries the copyright line and social links that open in a new tab', async ({ page }) => {
  await page.goto('/about')
  const footer = page.locator('footer').last()
  await expect(footer).toContainText('© 2024 Noether. All rights reserved.')
  const social = footer.getByRole('link', { name: /Noether on .* \(opens in a new tab\)/ })
  await expect(social).toHaveCount(5)
  await expect(social.first()).toHaveAttribute('target', '_blank')
})
