import { Timestamp } from 'firebase/firestore'
import { describe, expect, it, vi } from 'vitest'
import { allFields } from '@/lib/catalogue'
import {
  bookmarkDocument,
  checkoutUrl,
  isProSubscription,
  notificationDocument,
  profileDocument,
  readable,
  visitDocument,
} from '@/lib/validation/documents'

const PRO = 'price_noether_pro_monthly'
const snapshot = (id: string, data: unknown) => ({ id, data: () => data })

describe('documents read from Firestore', () => {
  it('skip a notification that cannot be shown instead of crashing, and keep the rest', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const docs = [
      snapshot('ok', { title: 'New problems', body: 'Ten more.', href: '/solve/physics', read: false, createdAt: Timestamp.now() }),
      snapshot('bad-title', { title: { html: '<b>x</b>' }, body: 'b', read: false }),
      snapshot('no-title', { body: 'b' }),
      snapshot('empty', {}),
    ]
    const shown = readable(docs, notificationDocument, 'notification')
    expect(shown.map((n) => n.id)).toEqual(['ok'])
    expect(shown[0]?.createdAt).toBeInstanceOf(Date)
    expect(warn).toHaveBeenCalledTimes(3)
    warn.mockRestore()
  })

  it('drop a notification link that is not a page of ours, keep the text as text', () => {
    for (const href of ['https://evil.example', '//evil.example', 'javascript:alert(1)', '/\t/evil.example', 42]) {
      expect(notificationDocument.parse({ title: 'T', body: 'B', href, read: true, createdAt: null }).href).toBeUndefined()
    }
    const hostile = notificationDocument.parse({ title: '<img src=x onerror=alert(1)>', body: '<script>x</script>', read: 'yes' })
    expect(hostile).toMatchObject({ title: '<img src=x onerror=alert(1)>', body: '<script>x</script>', read: false, createdAt: null })
    expect(notificationDocument.parse({ title: 'T', href: '/learn' }).href).toBe('/learn')
  })

  it('fall back to defaults for a profile written wrongly', () => {
    expect(profileDocument.parse({ displayName: 7, bio: ['x'], theme: 'neon', emailNotifications: 'all' })).toEqual({
      displayName: '',
      bio: '',
      theme: undefined,
      emailNotifications: {},
    })
    expect(profileDocument.parse({ displayName: 'Ada', theme: 'dark', emailNotifications: { product: true } })).toMatchObject({ displayName: 'Ada', theme: 'dark' })
  })

  it('accept visits and bookmarks of real field pages only', () => {
    const field = allFields[0]!
    expect(visitDocument.safeParse({ route: field.href, title: field.title, subject: field.subject.slug, visitedAt: null }).success).toBe(true)
    expect(visitDocument.safeParse({ route: '//evil.example', title: 'x', subject: 'y' }).success).toBe(false)
    expect(bookmarkDocument.safeParse({ route: '/mathematics/not-a-field', title: 'x' }).success).toBe(false)
  })

  it('make Pro only an active or trialing subscription to the Pro price', () => {
    expect(isProSubscription({ status: 'active', items: [{ price: { id: PRO } }] }, PRO)).toBe(true)
    expect(isProSubscription({ status: 'trialing', price: { id: PRO } }, PRO)).toBe(true)
    expect(isProSubscription({ status: 'active', prices: [{ id: 'price_other' }, { id: PRO }] }, PRO)).toBe(true)
    expect(isProSubscription({ status: 'active' }, PRO)).toBe(false)
    expect(isProSubscription({ status: 'active', items: [{ price: { id: 'price_cheap' } }] }, PRO)).toBe(false)
    expect(isProSubscription({ status: 'past_due', items: [{ price: { id: PRO } }] }, PRO)).toBe(false)
    expect(isProSubscription({ status: 'canceled', price: { id: PRO } }, PRO)).toBe(false)
    expect(isProSubscription('nonsense', PRO)).toBe(false)
  })

  it("follow a checkout only to Stripe Checkout's own origin", () => {
    expect(checkoutUrl('https://checkout.stripe.com/c/pay/cs_test_123')).toBe('https://checkout.stripe.com/c/pay/cs_test_123')
    for (const url of ['https://checkout.stripe.com.evil.example/c', 'http://checkout.stripe.com/c', 'https://evil.example', 'javascript:alert(1)', '/billing', 42, null]) {
      expect(checkoutUrl(url)).toBeUndefined()
    }
  })
})
