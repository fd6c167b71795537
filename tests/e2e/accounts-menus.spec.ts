import { expect, test } from '@playwright/test'
import { newLearner, signUp } from './account-helpers'

test('on a phone the avatar menu lists Dashboard, Profile, Settings, Billing and Log out', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await signUp(page, newLearner('Grace Hopper'))
  await page.getByTestId('avatar-menu').click()
  const menu = page.getByRole('menu')
  await expect(menu).toContainText('Grace Hopper')
  await expect(menu.getByRole('menuitem')).toHaveText(['Dashboard', 'Profile', 'Settings', 'Billing', 'Log out'])
  await menu.getByRole('menuitem', { name: 'Profile' }).click()
  await expect(page).toHaveURL(/\/profile$/)
})

test('the account area shows the connection state: Online, then Offline when the network drops', async ({ page, context }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signUp(page, newLearner())
  await expect(page.getByTestId('connection')).toHaveText('Online')
  await context.setOffline(true)
  await expect(page.getByTestId('connection')).toHaveText('Offline')
  await context.setOffline(false)
})
