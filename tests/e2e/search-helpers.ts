/** Driving the search dialog in end-to-end tests. */
import { expect, type Page } from '@playwright/test'

export const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search Noether' })
export const input = (page: Page) => dialog(page).getByRole('combobox', { name: 'Search' })
export const items = (page: Page) => dialog(page).locator('[cmdk-item]')

/** Waits until the list shows the complete results (catalogue and full text) for `query`. */
export async function settled(page: Page, query: string) {
  await expect(dialog(page).locator(`[cmdk-list][data-settled="true"][data-query="${query}"]`)).toBeAttached({ timeout: 15_000 })
}

/** Opens the dialog with the trigger and types `query` as a reader does. */
export async function search(page: Page, query: string) {
  if (!(await dialog(page).isVisible())) await page.getByTestId('search-trigger').click()
  await input(page).fill('')
  await input(page).pressSequentially(query, { delay: 20 })
  await settled(page, query)
}

/** The route (without anchor) of the first result. */
export async function firstRoute(page: Page) {
  return ((await items(page).first().getAttribute('data-href')) ?? '').split('#')[0]
}
