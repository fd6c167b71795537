import { expect, test, type Locator, type Page } from '@playwright/test'
import { allFields, subjects } from '@/lib/catalogue'
import { fieldPages } from '@/lib/content/fields'
import { STANDARD } from '@/lib/content/standard'

test.use({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] })

const pathnames = (links: Locator) => links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))

/** Clicks the copy button beside a citation and checks the clipboard holds that citation. */
async function copiesItsCitation(page: Page, cite: Locator) {
  const citation = (await cite.innerText()).trim()
  expect(citation.length).toBeGreaterThan(20)
  const button = cite.locator('xpath=following-sibling::button[1]')
  await expect(button).toHaveText('Copy citation')
  await button.click()
  await expect(button).toHaveText('Copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(citation)
}

for (const subject of subjects) {
  test(`/${subject.slug} suggests every field in an order where prerequisites come first`, async ({ page }) => {
    await page.goto(`/${subject.slug}`)
    const path = page.getByRole('list', { name: `Suggested order for ${subject.title}` })
    const order = await pathnames(path.getByRole('link'))
    const fields = allFields.filter((f) => f.subject.slug === subject.slug)
    expect([...order].sort()).toEqual(fields.map((f) => f.href).sort())

    const pages = fieldPages()
    for (const field of fields) {
      for (const prerequisite of pages.get(field.ref)!.frontmatter.prerequisites) {
        const before = allFields.find((f) => f.ref === prerequisite)!
        if (before.subject.slug !== subject.slug) continue
        expect(order.indexOf(before.href), `${before.title} before ${field.title}`).toBeLessThan(order.indexOf(field.href))
      }
    }
  })

  test(`/research/${subject.slug} explains open problems, each with a copyable reference`, async ({ page }) => {
    await page.goto(`/research/${subject.slug}`)
    const article = page.locator('article')
    expect(await article.locator('h2').count()).toBeGreaterThanOrEqual(STANDARD.researchDirections)
    expect(await article.getByRole('button', { name: 'Copy citation' }).count()).toBeGreaterThanOrEqual(STANDARD.researchDirections)
    await copiesItsCitation(page, article.locator('cite').last())
  })
}

test('the learning path leads to a field page', async ({ page }) => {
  await page.goto('/physics')
  const first = page.getByRole('list', { name: 'Suggested order for Physics' }).getByRole('link').first()
  const title = (await first.innerText()).trim()
  await first.click()
  await expect(page).toHaveURL(/\/physics\/[a-z-]+$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
})

test('the library lists open works for every subject, and a citation copies', async ({ page }) => {
  await page.goto('/library')
  const counts = await page.locator('article').evaluate((article) => {
    const perSection: Record<string, number> = {}
    let current = ''
    for (const el of article.querySelectorAll('h2, cite')) {
      if (el.tagName === 'H2') current = el.textContent?.trim() ?? ''
      else if (current) perSection[current] = (perSection[current] ?? 0) + 1
    }
    return perSection
  })
  for (const subject of subjects) expect(counts[subject.title] ?? 0, subject.title).toBeGreaterThanOrEqual(STANDARD.libraryItems)
  await copiesItsCitation(page, page.locator('article cite').nth(3))
})
