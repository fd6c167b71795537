/**
 * What the account screens accept from Firestore. The rules check what a client writes, but not what an
 * administrator, an extension, an older version of the site or a bug wrote before, so every snapshot is
 * read through these schemas: a document that cannot be shown is skipped (and logged), a field that is
 * wrong falls back to a safe default, a link that is not a page of ours is dropped, and text stays text
 * (React renders it, never as HTML). Pure.
 */
import { z } from 'zod'
import { allFields } from '@/lib/catalogue'
import { STRIPE_CHECKOUT_ORIGIN } from '@/lib/plans'
import { localeIds, type Locale } from '@/lib/i18n/locales'
import { themeChoices, type ThemeChoice } from '@/lib/theme/themes'
import { sitePath } from './redirect'

const fieldRoutes = new Set(allFields.map((f) => f.href))

/** A Firestore Timestamp (anything with toDate) as a Date, or null. */
const date = z
  .custom<{ toDate(): Date }>((v) => typeof (v as { toDate?: unknown } | null)?.toDate === 'function')
  .transform((t) => t.toDate())
  .nullable()
  .catch(null)

const text = (max: number) => z.string().max(max)
const fieldRoute = z.string().refine((route) => fieldRoutes.has(route))

export const profileDocument = z.object({
  displayName: z.string().max(200).catch(''),
  bio: text(1000).catch(''),
  theme: z
    .enum(themeChoices.map((t) => t.id) as [ThemeChoice, ...ThemeChoice[]])
    .optional()
    .catch(undefined),
  /** The interface language the learner chose (the header's switcher), applied on their devices at sign-in. */
  language: z
    .enum(localeIds as [Locale, ...Locale[]])
    .optional()
    .catch(undefined),
  emailNotifications: z
    .object({ product: z.boolean().optional().catch(undefined), digest: z.boolean().optional().catch(undefined) })
    .catch({}),
})
export type Profile = z.infer<typeof profileDocument>

export const notificationDocument = z.object({
  title: text(200).min(1),
  body: text(1000).catch(''),
  href: z
    .string()
    .optional()
    .catch(undefined)
    .transform((href) => sitePath(href)),
  read: z.boolean().catch(false),
  createdAt: date,
})
export type NotificationData = z.infer<typeof notificationDocument>

export const visitDocument = z.object({ route: fieldRoute, title: text(200), subject: z.string().max(40), visitedAt: date })
export const bookmarkDocument = z.object({ route: fieldRoute, title: text(200) })

const priceRef = z.object({ id: z.string() })
/** A subscription as the Stripe extension writes it (the parts that say which plan it is). */
export const subscriptionDocument = z.object({
  status: z.string(),
  price: priceRef.optional().catch(undefined),
  prices: z.array(priceRef).optional().catch(undefined),
  items: z
    .array(z.object({ price: priceRef.optional().catch(undefined) }).catch({}))
    .optional()
    .catch(undefined),
})

/** Pro is an active or trialing subscription to the Pro price, and nothing else. */
export function isProSubscription(data: unknown, proPrice: string): boolean {
  const parsed = subscriptionDocument.safeParse(data)
  if (!parsed.success || !['active', 'trialing'].includes(parsed.data.status)) return false
  const { price, prices = [], items = [] } = parsed.data
  return price?.id === proPrice || prices.some((p) => p.id === proPrice) || items.some((i) => i.price?.id === proPrice)
}

/** The URL the extension answers a checkout with, accepted only on Stripe Checkout's own origin over https. */
export function checkoutUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  try {
    const url = new URL(value)
    return url.origin === STRIPE_CHECKOUT_ORIGIN ? url.href : undefined
  } catch {
    return undefined
  }
}

/** Parses each document with `schema`, skipping (and logging) the ones that cannot be shown. */
export function readable<T>(docs: readonly { id: string; data(): unknown }[], schema: z.ZodType<T>, what: string): (T & { id: string })[] {
  return docs.flatMap((d) => {
    const parsed = schema.safeParse(d.data())
    if (parsed.success) return [{ ...parsed.data, id: d.id }]
    console.warn(`Skipped a ${what} that cannot be shown (${d.id})`)
    return []
  })
}
