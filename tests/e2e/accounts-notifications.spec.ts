import { expect, test } from '@playwright/test'
import { setDocument } from '../../scripts/emulator-admin.mjs'
import { currentUid, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('a notification from the backend appears live, updates the badge, and can be read and deleted', async ({ page }) => {
  await signUp(page, newLearner())
  const uid = await currentUid(page)
  await page.goto('/notifications')
  const list = page.getByRole('list', { name: 'Notifications' })
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(page.getByTestId('unread-summary')).toHaveText('1 unread')

  await setDocument(`users/${uid}/notifications/n-live`, {
    title: 'New problems in optics',
    body: 'Five new practice problems.',
    href: '/solve/physics',
    read: false,
    createdAt: new Date(),
  })
  await expect(list.getByRole('listitem')).toHaveCount(2)
  await expect(list.getByRole('listitem').first()).toContainText('New problems in optics')
  await expect(page.getByTestId('unread-summary')).toHaveText('2 unread')
  await page.getByTestId('user-menu').click()
  await expect(page.getByRole('menu').getByTestId('unread-count')).toHaveText('2')
  await page.keyboard.press('Escape')

  await list.getByRole('listitem').first().getByRole('button', { name: 'Mark read' }).click()
  await expect(page.getByTestId('unread-summary')).toHaveText('1 unread')
  await page.getByRole('button', { name: 'Mark all read' }).click()
  await expect(page.getByTestId('unread-summary')).toHaveText('All caught up.')
  await page.getByTestId('user-menu').click()
  await expect(page.getByRole('menu').getByTestId('unread-count')).toHaveCount(0)
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Delete "New problems in optics"' }).click()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await page.getByRole('button', { name: /^Delete "Welcome/ }).click()
  await expect(page.getByText('No notifications yet.')).toBeVisible()
})
