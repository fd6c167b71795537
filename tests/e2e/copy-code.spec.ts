import { expect, test } from '@playwright/test'

test.use({ viewport: { width: 1280, height: 800 }, permissions: ['clipboard-read', 'clipboard-write'] })

test('a code block copies its code and confirms for 2 seconds', async ({ page }) => {
  await page.goto('/computer-science/compilers')
  const block = page.locator('pre').first()
  const code = (await block.locator('code').innerText()).trim()
  expect(code.split('\n').length).toBeGreaterThan(2)
  await block.hover()
  const button = page.getByTitle('Copy code').first()
  const idleIcon = await button.innerHTML()
  await button.click()
  const copiedAt = Date.now()
  await expect.poll(() => button.innerHTML()).not.toBe(idleIcon)
  expect((await page.evaluate(() => navigator.clipboard.readText())).trim()).toBe(code)
  await expect.poll(() => button.innerHTML(), { timeout: 4000 }).toBe(idleIcon)
  expect(Date.now() - copiedAt).toBeGreaterThanOrEqual(1900)
})
