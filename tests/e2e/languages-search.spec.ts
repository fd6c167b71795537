/**
 * Search in each language: the dialog's fields and topics in the reader's language, that language's full
 * text (its translated pages), English results as a fallback that open the English page, and results that
 * open in the reader's language.
 */
import { expect, test, type Page } from '@playwright/test'
import { localizedField, localizedSubject } from '@/lib/catalogue/translations'
import type { Locale } from '@/lib/i18n/locales'
import arSearch from '@/messages/ar/search.json' with { type: 'json' }
import zhSearch from '@/messages/zh/search.json' with { type: 'json' }

test.use({ viewport: { width: 1280, height: 800 } })

const strings = { ar: arSearch, zh: zhSearch }

function dialogOf(page: Page, locale: 'ar' | 'zh') {
  const dialog = page.getByRole('dialog', { name: strings[locale].dialogTitle })
  return { dialog, input: dialog.getByRole('combobox', { name: strings[locale].inputLabel }), items: dialog.locator('[cmdk-item]') }
}

async function search(page: Page, locale: 'ar' | 'zh', query: string) {
  const { dialog, input } = dialogOf(page, locale)
  if (!(await dialog.isVisible())) await page.getByTestId('search-trigger').click()
  await input.fill('')
  await input.pressSequentially(query, { delay: 20 })
  await expect(dialog.locator(`[cmdk-list][data-settled="true"][data-query="${query}"]`)).toBeAttached({ timeout: 15_000 })
}

const field = (subject: string, slug: string, locale: Locale) => localizedField(subject, slug, locale)!.title

test('Chinese: the empty dialog lists the catalogue in Chinese; a Chinese word finds the translated section and opens it in Chinese', async ({ page }) => {
  await page.goto('/zh')
  await page.getByTestId('search-trigger').click()
  const { dialog, items } = dialogOf(page, 'zh')
  await expect(dialog.getByRole('group', { name: localizedSubject('mathematics', 'zh').title })).toContainText(field('mathematics', 'calculus', 'zh'))
  await search(page, 'zh', '导数')
  await expect(items.first()).toHaveAttribute('data-href', /^\/mathematics\/calculus#/)
  await expect(dialog.getByRole('group', { name: zhSearch.groups.sections })).toContainText('导数')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/zh\/mathematics\/calculus#/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})

test('Chinese: a field is found by its Chinese topic and by its English name', async ({ page }) => {
  await page.goto('/zh/learn')
  await search(page, 'zh', '特征值')
  const { dialog, items } = dialogOf(page, 'zh')
  await expect(items.first()).toContainText(field('mathematics', 'linear-algebra', 'zh'))
  await search(page, 'zh', 'linear algebra')
  await expect(items.first()).toContainText(field('mathematics', 'linear-algebra', 'zh'))
  await expect(dialog).toBeVisible()
})

test('Arabic: an Arabic word finds the field and its section, in Arabic; Enter opens the Arabic page', async ({ page }) => {
  await page.goto('/ar')
  await search(page, 'ar', 'نيوتن')
  const { dialog, items } = dialogOf(page, 'ar')
  await expect(dialog.getByRole('group', { name: localizedSubject('physics', 'ar').title })).toContainText(field('physics', 'classical-mechanics', 'ar'))
  await expect(items.first()).toHaveAttribute('data-href', /^\/physics\/classical-mechanics/)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/ar\/physics\/classical-mechanics/)
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
})

for (const locale of ['ar', 'zh'] as const) {
  test(`${locale}: English results are the fallback for pages not translated, marked as English, and open the English page`, async ({ page }) => {
    await page.goto(`/${locale}`)
    await search(page, locale, 'Navier')
    const { dialog } = dialogOf(page, locale)
    const english = dialog.getByRole('group', { name: strings[locale].groups.english })
    await expect(english).toContainText(strings[locale].englishBadge)
    const fluids = english.locator('[cmdk-item][data-href^="/physics/fluid-dynamics"]').first()
    await expect(fluids.locator('[lang="en"]')).toBeVisible()
    await fluids.click()
    await expect(page).toHaveURL(/\/physics\/fluid-dynamics/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
  })
}
