import { expect, test } from '@playwright/test'
import { listDocuments, setDocument, updateDocument } from '../../scripts/emulator-rest.mjs'
import { currentUid, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

test('upgrading: the payments extension answers with a checkout URL, then an active subscription makes the plan Pro', async ({ page }) => {
  await signUp(page, newLearner())
  const uid = await currentUid(page)
  await page.goto('/billing')
  await expect(page.getByTestId('current-plan')).toHaveText('Free')
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click()

  // Play the Stripe extension: find the checkout session, answer with a URL.
  let sessionId = ''
  await expect
    .poll(async () => {
      const sessions = await listDocuments(`customers/${uid}/checkout_sessions`)
      sessionId = sessions[0]?.id ?? ''
      return sessions[0]?.data
    })
    .toMatchObject({ price: expect.stringMatching(/^price_/), success_url: expect.stringContaining('/billing'), mode: 'subscription' })
  await updateDocument(`customers/${uid}/checkout_sessions/${sessionId}`, { url: 'http://127.0.0.1:5050/billing?checkout=success' })
  await expect(page).toHaveURL(/\/billing\?checkout=success$/)

  // Stripe's webhook, through the extension, records the subscription.
  await setDocument(`customers/${uid}/subscriptions/sub_1`, { status: 'active', created: new Date() })
  await expect(page.getByTestId('current-plan')).toHaveText('Pro')
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0)
  await page.getByTestId('user-menu').click()
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Upgrade to Pro' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.goto('/dashboard')
  await expect(page.getByTestId('plan-badge')).toHaveText('Pro plan')
})

test('an extension error is shown to the reader', async ({ page }) => {
  await signUp(page, newLearner())
  const uid = await currentUid(page)
  await page.goto('/billing')
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click()
  let sessionId = ''
  await expect
    .poll(async () => {
      sessionId = (await listDocuments(`customers/${uid}/checkout_sessions`))[0]?.id ?? ''
      return sessionId
    })
    .not.toBe('')
  await updateDocument(`customers/${uid}/checkout_sessions/${sessionId}`, { error: { message: 'Your card was declined.' } })
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your card was declined.')
})
