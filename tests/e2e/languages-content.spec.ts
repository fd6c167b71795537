/**
 * Translated articles (content/zh, content/ar) in the export: the page in the reader's language with the
 * English page's formulas and problems, links that stay in the language, the breadcrumb and page footer in
 * the language, right to left in Arabic with the math left to right; and English's sidebar without them.
 */
import { expect, test } from '@playwright/test'
import { localizedField, localizedSubject } from '@/lib/catalogue/translations'
import arProblems from '@/messages/ar/problems.json' with { type: 'json' }
import zhPage from '@/messages/zh/page.json' with { type: 'json' }
import zhProblems from '@/messages/zh/problems.json' with { type: 'json' }

test.use({ viewport: { width: 1280, height: 800 } })

const calculus = {
  zh: localizedField('mathematics', 'calculus', 'zh')!,
  ar: localizedField('mathematics', 'calculus', 'ar')!,
}

test('a translated field page: the Chinese article, with the English page’s formulas and problems, checked in Chinese', async ({ page }) => {
  await page.goto('/mathematics/calculus')
  const englishFormulas = await page.getByRole('main').locator('math').count()
  await page.goto('/zh/mathematics/calculus')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(calculus.zh.title)
  await expect(main.getByRole('heading', { level: 2, name: '核心概念' })).toBeVisible()
  await expect(main.getByText('未翻译', { exact: false })).toHaveCount(0)
  // Not a stub: the same formulas, typeset, as the English article.
  expect(await main.locator('math').count()).toBe(englishFormulas)
  // Block labels in Chinese.
  await expect(main.locator('#definition-1')).toContainText('定义 1')

  // The first problem, answered in Chinese.
  const problem = page.locator('section.noe-problem#problem-1')
  await problem.scrollIntoViewIfNeeded()
  await expect(problem.getByRole('heading', { level: 3 })).toContainText('链式法则')
  await problem.getByLabel(zhProblems.yourAnswer).fill('23')
  await problem.getByRole('button', { name: zhProblems.check }).click()
  await expect(problem.getByRole('status')).not.toContainText(zhProblems.feedback.correct)
  await problem.getByLabel(zhProblems.yourAnswer).fill('24')
  await problem.getByRole('button', { name: zhProblems.check }).click()
  await expect(problem.getByRole('status')).toContainText(zhProblems.feedback.correct)
  await problem.getByRole('button', { name: zhProblems.showSolution }).click()
  await expect(problem.getByText(zhProblems.solution, { exact: true })).toBeVisible()

  // Links in the prose lead to the same language's pages; the prerequisites block and the footer too.
  await expect(main.getByRole('link', { name: localizedField('mathematics', 'real-analysis', 'zh')!.title }).first()).toHaveAttribute('href', '/zh/mathematics/real-analysis')
  const crumbs = main.getByRole('navigation', { name: zhPage.breadcrumb })
  await expect(crumbs.getByRole('link', { name: localizedSubject('mathematics', 'zh').title })).toHaveAttribute('href', '/zh/mathematics')
  const pages = main.getByRole('navigation', { name: zhPage.footer.pages })
  for (const href of await pages.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
    expect(href).toMatch(/^\/zh\//)
  }
  // The table of contents lists the Chinese headings.
  await expect(page.getByRole('navigation', { name: 'table of contents' }).getByRole('link', { name: '核心结果' })).toHaveAttribute('href', '#核心结果')
})

test('a translated Arabic field page reads right to left, its formulas left to right, and takes answers in Arabic digits', async ({ page }) => {
  await page.goto('/ar/mathematics/calculus')
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl')
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(calculus.ar.title)
  const paragraph = main.locator('p', { has: page.locator('math') }).first()
  expect(await paragraph.evaluate((p) => getComputedStyle(p).direction)).toBe('rtl')
  expect(await paragraph.locator('math').first().evaluate((m) => getComputedStyle(m).direction)).toBe('ltr')
  const problem = page.locator('section.noe-problem#problem-1')
  await problem.scrollIntoViewIfNeeded()
  // Typed with an Arabic keyboard's digits.
  await problem.getByLabel(arProblems.yourAnswer).fill('٢٤')
  await problem.getByRole('button', { name: arProblems.check }).click()
  await expect(problem.getByRole('status')).toContainText(arProblems.feedback.correct)
})

test('the English sidebar and pages know nothing of the translations’ folders', async ({ page }) => {
  await page.goto('/mathematics/calculus')
  const sidebar = page.locator('aside').first()
  const hrefs = await sidebar.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href') ?? ''))
  expect(hrefs.length).toBeGreaterThan(20)
  expect(hrefs.filter((h) => /^\/(ar|zh)(\/|$)/.test(h))).toEqual([])
  // English addresses under a translation's folder do not exist: /ar/... is the Arabic route, not a page of English.
  await page.goto('/zh/mathematics/calculus')
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN')
})
