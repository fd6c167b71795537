/**
 * Free and Pro: the one plans config the billing page and the header read. Pro never locks reading.
 * Names and features are keys of the `account` catalogue (`account.plans.name.<id>`,
 * `account.plans.feature.<feature>`), and the price is a number the page formats in the reader's language.
 */
export type PlanId = 'free' | 'pro'

/** What a plan offers: each a key of `account.plans.feature`. */
export type PlanFeature = 'everyPage' | 'progress' | 'themes' | 'everythingInFree' | 'spacedReview' | 'offlineLists' | 'support'

export interface Plan {
  id: PlanId
  /** The price in US dollars: once (Free), or per month (Pro). */
  priceUsd: number
  perMonth: boolean
  /** The Stripe price the payments extension checks out (Pro only). */
  stripePrice?: string
  features: readonly PlanFeature[]
}

export const plans: readonly Plan[] = [
  {
    id: 'free',
    priceUsd: 0,
    perMonth: false,
    features: ['everyPage', 'progress', 'themes'],
  },
  {
    id: 'pro',
    priceUsd: 5,
    perMonth: true,
    stripePrice: process.env.NEXT_PUBLIC_STRIPE_PRO_PRICE ?? 'price_noether_pro_monthly',
    features: ['everythingInFree', 'spacedReview', 'offlineLists', 'support'],
  },
]

export const planById = (id: PlanId): Plan => plans.find((p) => p.id === id) ?? plans[0]!

/** How a plan's price is written ("$0", "$5" in English): whole US dollars, in the reader's language. */
export const PRICE_FORMAT = { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 } as const

/** Where Stripe's checkout returns to, on the site's own origin (the security rules accept only these). */
export const CHECKOUT_RETURN = { success: '/billing?checkout=success', cancel: '/billing?checkout=cancelled' } as const

/** Stripe Checkout's own origin: the only place an "Upgrade to Pro" may send the browser. */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com'
