/** Free and Pro: the one plans config the billing page and the header read. Pro never locks reading. */
export type PlanId = 'free' | 'pro'

export interface Plan {
  id: PlanId
  name: string
  price: string
  /** The Stripe price the payments extension checks out (Pro only). */
  stripePrice?: string
  features: string[]
}

export const plans: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    price: '$0',
    features: ['Every page, problem and reference, free to read', 'Progress, bookmarks and notifications', 'All six themes on every device'],
  },
  {
    id: 'pro',
    name: 'Pro',
    price: '$5 / month',
    stripePrice: process.env.NEXT_PUBLIC_STRIPE_PRO_PRICE ?? 'price_noether_pro_monthly',
    features: ['Everything in Free', 'Spaced review of the problems you solved', 'Offline reading lists', 'Support open educational resources'],
  },
]

export const planById = (id: PlanId): Plan => plans.find((p) => p.id === id) ?? plans[0]!

/** Where Stripe's checkout returns to, on the site's own origin (the security rules accept only these). */
export const CHECKOUT_RETURN = { success: '/billing?checkout=success', cancel: '/billing?checkout=cancelled' } as const

/** Stripe Checkout's own origin: the only place an "Upgrade to Pro" may send the browser. */
export const STRIPE_CHECKOUT_ORIGIN = 'https://checkout.stripe.com'
