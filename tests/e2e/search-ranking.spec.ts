import { expect, test } from '@playwright/test'
import { namedBlock, sectionHeading } from './content-facts'
import { dialog, firstRoute, items, search } from './search-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('the best match comes first whatever its subject, and Enter opens it', async ({ page }) => {
  await page.goto('/')
  const cases: [string, string][] = [
    ['data structures', '/computer-science/data-structures'],
    ['machine learning', '/computer-science/machine-learning'],
    ['aerospace engineering', '/engineering/aerospace'],
    ['Turing machines', '/computer-science/theory-of-computation'],
  ]
  for (const [query, route] of cases) {
    await search(page, query)
    expect(await firstRoute(page), query).toBe(route)
    await expect(items(page).first()).toHaveAttribute('aria-selected', 'true')
  }
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/computer-science\/theory-of-computation(#[\w-]+)?$/)
  await expect(dialog(page)).toBeHidden()
})

test('groups follow their best match while a query is typed', async ({ page }) => {
  await page.goto('/')
  await search(page, 'machine learning')
  const headings = await dialog(page).locator('[cmdk-group-heading]').allTextContents()
  expect(headings[0]).toBe('Computer Science')
  expect(headings).not.toContain('Theme')
})

test('forgives a typo and completes a word being typed', async ({ page }) => {
  await page.goto('/')
  await search(page, 'linaer algebra')
  expect(await firstRoute(page)).toBe('/mathematics/linear-algebra')
  await search(page, 'thermodynamcis')
  expect(await firstRoute(page)).toBe('/physics/thermodynamics')
  await search(page, 'eigenv')
  expect(await firstRoute(page)).toBe('/mathematics/linear-algebra')
})

test('a short word matches whole words only: "RSA" finds cryptography', async ({ page }) => {
  await page.goto('/')
  await search(page, 'RSA')
  const routes = (await items(page).evaluateAll((els) => els.map((e) => e.getAttribute('data-href') ?? ''))).map((h) => h.split('#')[0])
  expect(routes[0]).toBe('/computer-science/cryptography')
})

test('a named result found only inside a page opens at the result itself, and says which page it is on', async ({ page }) => {
  const breguet = namedBlock('engineering/aeronautics', 'Breguet range')
  await page.goto('/')
  await search(page, 'Breguet range')
  const first = items(page).first()
  await expect(first).toContainText(`Aeronautical Engineering › ${breguet.label}`)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/engineering/aeronautics#${breguet.anchor}$`))
  await expect(page.locator(`#${breguet.anchor}`)).toBeInViewport()
})

test('a section is found by its heading and opens at its anchor', async ({ page }) => {
  const newton = sectionHeading('mathematics/numerical-analysis', "Newton's method")
  await page.goto('/')
  await search(page, "Newton's method")
  const section = dialog(page).getByRole('option', { name: new RegExp(`^Numerical Analysis › ${newton.heading}`) })
  await section.click()
  await expect(page).toHaveURL(new RegExp(`/mathematics/numerical-analysis#${newton.anchor}$`))
  await expect(page.locator(`#${newton.anchor}`)).toBeInViewport()
})

test('a question finds the page that answers it', async ({ page }) => {
  await page.goto('/')
  await search(page, 'what is the uncertainty principle')
  expect(await firstRoute(page)).toBe('/physics/quantum-mechanics')
})
