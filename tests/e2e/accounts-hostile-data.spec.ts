import { expect, test } from '@playwright/test'
import { setDocument } from '../../scripts/emulator-admin.mjs'
import { currentUid, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('notifications written wrongly by someone else never break the page, never run, never leave the site', async ({ page }) => {
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await signUp(page, newLearner())
  const uid = await currentUid(page)
  const note = (over: Record<string, unknown>) => ({ title: 'T', body: 'B', read: false, createdAt: new Date(), ...over })
  await setDocument(`users/${uid}/notifications/not-a-string`, note({ title: { html: '<b>bold</b>' } }))
  await setDocument(`users/${uid}/notifications/no-title`, note({ title: null }))
  await setDocument(`users/${uid}/notifications/html`, note({ title: '<img src=x onerror=alert(1)>', body: '<script>alert(2)</script>' }))
  await setDocument(`users/${uid}/notifications/off-site`, note({ title: 'Claim your prize', href: 'https://evil.example/prize' }))
  await setDocument(`users/${uid}/notifications/js-link`, note({ title: 'Click me', href: 'javascript:alert(3)' }))
  await setDocument(`users/${uid}/notifications/odd-types`, note({ title: 'Odd', read: 'yes', createdAt: 'yesterday', body: 42 }))

  await page.goto('/notifications')
  const list = page.getByRole('list', { name: 'Notifications' })
  // The welcome and the four that can be shown; the two without a readable title are skipped.
  await expect(list.getByRole('listitem')).toHaveCount(5)
  await expect(list.getByText('<img src=x onerror=alert(1)>')).toBeVisible()
  await expect(list.getByText('<script>alert(2)</script>')).toBeVisible()
  await expect(list.locator('img')).toHaveCount(0)
  await expect(list.getByRole('link', { name: 'Claim your prize' })).toHaveCount(0)
  await expect(list.getByText('Claim your prize')).toBeVisible()
  await expect(list.getByRole('link', { name: 'Click me' })).toHaveCount(0)
  const hrefs = await list.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
  for (const href of hrefs) expect(href).toMatch(/^\/[a-z]/)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  expect(errors).toEqual([])
  expect(dialogs).toEqual([])
})
