import { expect, test } from '@playwright/test'
import { excerpt } from '@/lib/search/excerpt'
import { opening } from '@/lib/search/index-format'
import { namedBlock } from './content-facts'
import { dialog, input, items, search } from './search-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('Ctrl+K toggles the dialog anywhere; "/" opens it except while typing in a field', async ({ page }) => {
  await page.goto('/mathematics/abstract-algebra')
  await page.keyboard.press('Control+k')
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Control+k')
  await expect(dialog(page)).toBeHidden()
  await page.keyboard.press('/')
  await expect(dialog(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  const answer = page.getByRole('textbox').first()
  await answer.fill('')
  await answer.pressSequentially('3/4')
  await expect(answer).toHaveValue('3/4')
  await expect(dialog(page)).toBeHidden()
})

test('the empty dialog lists Links, the disciplines, then Theme; the list is at most 300px high', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('search-trigger').click()
  await expect(input(page)).toBeFocused()
  await expect(input(page)).toHaveAttribute('placeholder', 'Type a field or topic...')
  await expect(dialog(page).locator('[cmdk-group-heading]')).toHaveText(['Links', 'Mathematics', 'Physics', 'Computer Science', 'Engineering', 'Theme'])
  const list = dialog(page).locator('[cmdk-list]')
  expect((await list.boundingBox())?.height).toBeLessThanOrEqual(300)
})

test('shows "No results found." when nothing matches', async ({ page }) => {
  await page.goto('/')
  await search(page, '@@@@')
  await expect(dialog(page).getByText('No results found.')).toBeVisible()
  await expect(dialog(page).getByRole('status')).toHaveText('No results')
})

test('arrow keys, Home, End, Ctrl+N/P move through results and Enter opens one', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('search-trigger').click()
  const selected = dialog(page).locator('[cmdk-item][data-selected="true"]')
  await expect(selected).toContainText('Home')
  await page.keyboard.press('ArrowDown')
  await expect(selected).toContainText('Learn')
  await page.keyboard.press('Control+n')
  await expect(selected).toContainText('Solve')
  await page.keyboard.press('Control+p')
  await expect(selected).toContainText('Learn')
  await page.keyboard.press('End')
  await expect(selected).toContainText('System theme')
  await page.keyboard.press('Home')
  await expect(selected).toContainText('Home')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/learn$/)
  await expect(dialog(page)).toBeHidden()
})

test('choosing a theme item sets the theme', async ({ page }) => {
  await page.goto('/')
  await search(page, 'cyber')
  await dialog(page).getByRole('option', { name: 'Cyber theme' }).click()
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'cyber')
  await expect(dialog(page)).toBeHidden()
})

test('closing returns focus to the control that opened the dialog', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('search-trigger').click()
  await expect(input(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('search-trigger')).toBeFocused()

  await page.locator('body').click({ position: { x: 5, y: 400 } })
  await page.keyboard.press('Control+k')
  await expect(input(page)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(page.getByTestId('search-trigger')).toBeFocused()
})

test('a result shows an excerpt of its text once the query rests', async ({ page }) => {
  const hohmann = namedBlock('engineering/aerospace', 'Hohmann transfer')
  await page.goto('/')
  await search(page, 'Hohmann transfer')
  const first = items(page).first()
  await expect(first).toContainText(`Aerospace Engineering › ${hohmann.label}`)
  await expect(first).toContainText(excerpt(opening(hohmann.text), 'Hohmann transfer').replace(/^…|…$/g, ''))
})
