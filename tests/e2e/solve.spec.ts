import { expect, test } from '@playwright/test'
import { allFields, subjects } from '@/lib/catalogue'
import { fieldPages } from '@/lib/content/fields'

const pages = fieldPages()

for (const subject of subjects) {
  test(`/solve/${subject.slug} lists every problem of its field pages, grouped by difficulty and field`, async ({ page }) => {
    await page.goto(`/solve/${subject.slug}`)
    const fields = allFields.filter((f) => f.subject.slug === subject.slug).map((f) => pages.get(f.ref)!)
    for (const { field, frontmatter, problems } of fields.filter((p) => p.problems.length > 0)) {
      const level = frontmatter.difficulty ? frontmatter.difficulty[0]!.toUpperCase() + frontmatter.difficulty.slice(1) : 'Other fields'
      const section = page.getByRole('region', { name: level, exact: true }).getByRole('region', { name: field.title, exact: true })
      await expect(section.getByRole('link', { name: /^Problem \d+/ })).toHaveCount(problems.length)
      await expect(section.getByRole('link', { name: /^Problem 1\b/ })).toHaveAttribute('href', `${field.href}#${problems[0]!.id}`)
    }
  })
}

test('a problem link on the solve page opens that problem on its field page', async ({ page }) => {
  await page.goto('/solve/mathematics')
  const link = page.getByRole('region', { name: 'Number Theory', exact: true }).getByRole('link', { name: /^Problem 2\b/ })
  await link.click()
  await expect(page).toHaveURL(/\/mathematics\/number-theory#problem-2$/)
  const problem = page.locator('#problem-2')
  await expect(problem).toBeInViewport()
  await expect(problem.getByRole('button', { name: 'Check' })).toBeVisible()
})
