import { expect, test, type Page } from '@playwright/test'
import { listDocuments, setDocument, updateDocument } from '../../scripts/emulator-admin.mjs'
import { planById } from '@/lib/plans'
import { currentUid, newLearner, signUp } from './account-helpers'

test.use({ viewport: { width: 1280, height: 800 } })

const PRO_PRICE = planById('pro').stripePrice!
const STRIPE_PAGE = 'https://checkout.stripe.com/c/pay/cs_test_noether'

/** Upgrade, then play the Stripe extension's part: the checkout session it will answer. */
async function startUpgrade(page: Page, uid: string) {
  await page.getByRole('button', { name: 'Upgrade to Pro' }).click()
  let sessionId = ''
  await expect
    .poll(async () => {
      const sessions = await listDocuments(`customers/${uid}/checkout_sessions`)
      sessionId = sessions[0]?.id ?? ''
      return sessions[0]?.data
    })
    .toMatchObject({ price: PRO_PRICE, success_url: expect.stringMatching(/\/billing\?checkout=success$/), mode: 'subscription' })
  return `customers/${uid}/checkout_sessions/${sessionId}`
}

test('upgrading goes to Stripe Checkout; an active subscription to the Pro price makes the plan Pro', async ({ page }) => {
  await page.route('https://checkout.stripe.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Stripe Checkout (test)</h1>' }))
  await signUp(page, newLearner())
  const uid = await currentUid(page)
  await page.goto('/billing')
  await expect(page.getByTestId('current-plan')).toHaveText('Free')
  const session = await startUpgrade(page, uid)
  await updateDocument(session, { url: STRIPE_PAGE })
  await expect(page).toHaveURL(STRIPE_PAGE)
  await expect(page.getByRole('heading', { name: 'Stripe Checkout (test)' })).toBeVisible()

  // Paid: Stripe returns to the site, and its webhook, through the extension, records the subscription.
  await page.goto('/billing?checkout=success')
  await setDocument(`customers/${uid}/subscriptions/sub_1`, { status: 'active', created: new Date(), items: [{ price: { id: PRO_PRICE } }] })
  await expect(page.getByTestId('current-plan')).toHaveText('Pro')
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toHaveCount(0)
  await page.getByTestId('user-menu').click()
  await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Upgrade to Pro' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await page.goto('/dashboard')
  await expect(page.getByTestId('plan-badge')).toHaveText('Pro plan')
})

test('a subscription to any other price, or one that lapsed, is not Pro', async ({ page }) => {
  await signUp(page, newLearner())
  const uid = await currentUid(page)
  await setDocument(`customers/${uid}/subscriptions/sub_cheap`, { status: 'active', items: [{ price: { id: 'price_one_cent' } }] })
  await setDocument(`customers/${uid}/subscriptions/sub_old`, { status: 'canceled', items: [{ price: { id: PRO_PRICE } }] })
  await page.goto('/billing')
  await page.waitForTimeout(1500)
  await expect(page.getByTestId('current-plan')).toHaveText('Free')
  await expect(page.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible()
})

test('a checkout answer that is not Stripe is refused, and an extension error is shown', async ({ page }) => {
  await signUp(page, newLearner())
  const uid = await currentUid(page)
  await page.goto('/billing')
  const first = await startUpgrade(page, uid)
  await updateDocument(first, { url: 'https://evil.example/pay' })
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('The payment page is not on Stripe. Nothing was charged.')
  await expect(page).toHaveURL(/\/billing$/)

  await page.getByRole('button', { name: 'Upgrade to Pro' }).click()
  let second = ''
  await expect
    .poll(async () => {
      second = (await listDocuments(`customers/${uid}/checkout_sessions`)).map((s) => s.id).find((id) => !first.endsWith(id)) ?? ''
      return second
    })
    .not.toBe('')
  await updateDocument(`customers/${uid}/checkout_sessions/${second}`, { error: { message: 'Your card was declined.' } })
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Your card was declined.')
})
