import { expect, test } from '@playwright/test'
import { dialog, input, search, settled } from './search-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('the dialog and the index load on first use, and only the parts a query needs, once', async ({ page }) => {
  const fetched: string[] = []
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname
    if (path.startsWith('/search/')) fetched.push(path)
  })
  await page.goto('/mathematics/abstract-algebra')
  await page.waitForLoadState('networkidle')
  expect(fetched).toEqual([])
  await expect(page.locator('[cmdk-root]')).toHaveCount(0)

  await search(page, 'group')
  const terms = fetched.filter((p) => p.includes('/terms-'))
  expect(fetched.filter((p) => p.endsWith('/meta.json'))).toHaveLength(1)
  expect(terms.length).toBeGreaterThanOrEqual(1)
  expect(terms.length).toBeLessThanOrEqual(2)

  await page.keyboard.press('Escape')
  await search(page, 'group')
  expect(fetched.filter((p) => p.endsWith('/meta.json'))).toHaveLength(1)
  expect(fetched.filter((p) => p.includes('/terms-'))).toEqual(terms)
})

test('a failed index says so, the catalogue still answers, and Retry loads it', async ({ page }) => {
  await page.route('**/search/en-US/meta.json', (route) => route.fulfill({ status: 503, body: 'unavailable' }))
  await page.goto('/')
  await page.getByTestId('search-trigger').click()
  await expect(dialog(page).getByText('Failed to load search index.')).toBeVisible()
  await input(page).fill('topology')
  await expect(dialog(page).getByRole('group', { name: 'Mathematics' })).toBeVisible()
  await page.unroute('**/search/en-US/meta.json')
  await dialog(page).getByRole('option', { name: 'Retry' }).click()
  await expect(dialog(page).getByText('Failed to load search index.')).toBeHidden()
  await settled(page, 'topology')
  await expect(dialog(page).getByRole('group', { name: 'Sections' })).toBeVisible()
})
