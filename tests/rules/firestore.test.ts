import { readFileSync } from 'node:fs'
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing'
import { deleteDoc, doc, getDoc, serverTimestamp, setDoc, setLogLevel, Timestamp, updateDoc } from 'firebase/firestore'
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest'

let env: RulesTestEnvironment
setLogLevel('silent') // denied writes are the point of most tests here

const [host, port] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':')

beforeAll(async () => {
  env = await initializeTestEnvironment({
    projectId: 'demo-noether-rules',
    firestore: { rules: readFileSync('firestore.rules', 'utf8'), host, port: Number(port) },
  })
})
afterAll(() => env.cleanup())
beforeEach(() => env.clearFirestore())

const alice = () => env.authenticatedContext('alice').firestore()
const bob = () => env.authenticatedContext('bob').firestore()
const visitor = () => env.unauthenticatedContext().firestore()
const now = () => Timestamp.now()

const profile = { displayName: 'Alice', bio: 'Learning groups.', theme: 'dark', emailNotifications: { product: true, digest: false } }

/** Writes seed data with rules off. */
async function seed(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), path), data))
}

describe('users/{uid} profile', () => {
  it('the owner creates, reads, updates and deletes a valid profile', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), { ...profile, createdAt: serverTimestamp() }))
    await assertSucceeds(getDoc(doc(alice(), 'users/alice')))
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), { bio: 'New bio', updatedAt: serverTimestamp() }))
    await assertSucceeds(deleteDoc(doc(alice(), 'users/alice')))
  })
  it('another user cannot read or write it', async () => {
    await seed('users/alice', profile)
    await assertFails(getDoc(doc(bob(), 'users/alice')))
    await assertFails(setDoc(doc(bob(), 'users/alice'), profile))
    await assertFails(deleteDoc(doc(bob(), 'users/alice')))
  })
  it('a visitor cannot read or write it', async () => {
    await seed('users/alice', profile)
    await assertFails(getDoc(doc(visitor(), 'users/alice')))
    await assertFails(setDoc(doc(visitor(), 'users/alice'), profile))
  })
  it('rejects unknown fields', async () => {
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, plan: 'pro' }))
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, emailNotifications: { product: true, spam: true } }))
  })
  it('rejects an empty or over-long name and a bio over 280 characters', async () => {
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, displayName: '' }))
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, displayName: 'x'.repeat(51) }))
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, bio: 'x'.repeat(281) }))
    await assertSucceeds(setDoc(doc(alice(), 'users/alice'), { ...profile, bio: 'x'.repeat(280) }))
  })
  it('rejects wrong types and unknown themes', async () => {
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, displayName: 42 }))
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, theme: 'neon' }))
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, emailNotifications: { product: 'yes' } }))
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, createdAt: 'yesterday' }))
  })
})

describe('users/{uid}/visits, bookmarks, solved', () => {
  const visit = () => ({ route: '/mathematics/abstract-algebra', title: 'Abstract Algebra', subject: 'mathematics', visitedAt: now() })
  const bookmark = () => ({ route: '/physics/optics', title: 'Optics', createdAt: now() })
  const solved = () => ({ route: '/mathematics/abstract-algebra', problemId: 'problem-1', subject: 'mathematics', solvedAt: now() })

  it('the owner records a visit, a bookmark and a solved problem', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'users/alice/visits/mathematics__abstract-algebra'), visit()))
    await assertSucceeds(setDoc(doc(alice(), 'users/alice/bookmarks/physics__optics'), bookmark()))
    await assertSucceeds(setDoc(doc(alice(), 'users/alice/solved/mathematics__abstract-algebra__problem-1'), solved()))
    await assertSucceeds(getDoc(doc(alice(), 'users/alice/visits/mathematics__abstract-algebra')))
    await assertSucceeds(deleteDoc(doc(alice(), 'users/alice/bookmarks/physics__optics')))
  })
  it('another user and a visitor cannot read or write them', async () => {
    await seed('users/alice/visits/v', visit())
    await assertFails(getDoc(doc(bob(), 'users/alice/visits/v')))
    await assertFails(getDoc(doc(visitor(), 'users/alice/visits/v')))
    await assertFails(setDoc(doc(bob(), 'users/alice/bookmarks/b'), bookmark()))
    await assertFails(setDoc(doc(visitor(), 'users/alice/solved/s'), solved()))
  })
  it('rejects unknown fields, bad routes and over-long titles', async () => {
    await assertFails(setDoc(doc(alice(), 'users/alice/visits/v'), { ...visit(), extra: 1 }))
    await assertFails(setDoc(doc(alice(), 'users/alice/visits/v'), { ...visit(), route: 'https://evil.example' }))
    await assertFails(setDoc(doc(alice(), 'users/alice/bookmarks/b'), { ...bookmark(), title: 'x'.repeat(121) }))
    await assertFails(setDoc(doc(alice(), 'users/alice/solved/s'), { ...solved(), solvedAt: 'now' }))
  })
  it('a bookmark or a solved problem cannot be edited once written', async () => {
    await seed('users/alice/bookmarks/b', bookmark())
    await assertFails(updateDoc(doc(alice(), 'users/alice/bookmarks/b'), { title: 'Changed' }))
  })
})

describe('users/{uid}/notifications', () => {
  const note = () => ({ title: 'New problems', body: 'Ten new problems in optics.', href: '/solve/physics', read: false, createdAt: now() })

  it('the owner reads, marks read and deletes', async () => {
    await seed('users/alice/notifications/n1', note())
    await assertSucceeds(getDoc(doc(alice(), 'users/alice/notifications/n1')))
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice/notifications/n1'), { read: true }))
    await assertSucceeds(deleteDoc(doc(alice(), 'users/alice/notifications/n1')))
  })
  it('the owner cannot change anything but read', async () => {
    await seed('users/alice/notifications/n1', note())
    await assertFails(updateDoc(doc(alice(), 'users/alice/notifications/n1'), { title: 'Hacked' }))
    await assertFails(updateDoc(doc(alice(), 'users/alice/notifications/n1'), { read: 'yes' }))
  })
  it('the owner may create only the welcome notification, unread', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'users/alice/notifications/welcome'), note()))
    await assertFails(setDoc(doc(alice(), 'users/alice/notifications/other'), note()))
    await env.clearFirestore()
    await assertFails(setDoc(doc(alice(), 'users/alice/notifications/welcome'), { ...note(), read: true }))
  })
  it('another user and a visitor cannot read, update or delete them', async () => {
    await seed('users/alice/notifications/n1', note())
    await assertFails(getDoc(doc(bob(), 'users/alice/notifications/n1')))
    await assertFails(updateDoc(doc(bob(), 'users/alice/notifications/n1'), { read: true }))
    await assertFails(deleteDoc(doc(visitor(), 'users/alice/notifications/n1')))
  })
})

describe('customers/{uid} (payments)', () => {
  const session = { price: 'price_pro_monthly', success_url: 'http://localhost/billing?ok=1', cancel_url: 'http://localhost/billing' }

  it('the owner creates and reads a checkout session', async () => {
    await assertSucceeds(setDoc(doc(alice(), 'customers/alice/checkout_sessions/s1'), session))
    await assertSucceeds(getDoc(doc(alice(), 'customers/alice/checkout_sessions/s1')))
  })
  it('rejects checkout sessions with other fields, for another user, or from a visitor', async () => {
    await assertFails(setDoc(doc(alice(), 'customers/alice/checkout_sessions/s1'), { ...session, url: 'https://pay' }))
    await assertFails(setDoc(doc(bob(), 'customers/alice/checkout_sessions/s1'), session))
    await assertFails(setDoc(doc(visitor(), 'customers/alice/checkout_sessions/s1'), session))
  })
  it('the owner reads subscriptions but never writes them', async () => {
    await seed('customers/alice/subscriptions/sub1', { status: 'active' })
    await assertSucceeds(getDoc(doc(alice(), 'customers/alice/subscriptions/sub1')))
    await assertFails(setDoc(doc(alice(), 'customers/alice/subscriptions/sub2'), { status: 'active' }))
    await assertFails(updateDoc(doc(alice(), 'customers/alice/subscriptions/sub1'), { status: 'trialing' }))
    await assertFails(deleteDoc(doc(alice(), 'customers/alice/subscriptions/sub1')))
  })
  it('no one writes the customer document or its plan', async () => {
    await assertFails(setDoc(doc(alice(), 'customers/alice'), { plan: 'pro' }))
    await assertFails(setDoc(doc(alice(), 'users/alice'), { ...profile, plan: 'pro' }))
  })
  it('another user and a visitor cannot read a customer', async () => {
    await seed('customers/alice', { stripeId: 'cus_1' })
    await seed('customers/alice/subscriptions/sub1', { status: 'active' })
    await assertFails(getDoc(doc(bob(), 'customers/alice')))
    await assertFails(getDoc(doc(bob(), 'customers/alice/subscriptions/sub1')))
    await assertFails(getDoc(doc(visitor(), 'customers/alice/subscriptions/sub1')))
  })
})

describe('more owner-only cases', () => {
  const note = () => ({ title: 'Hi', body: 'Welcome.', href: '/learn', read: false, createdAt: now() })

  it('another user cannot create the welcome notification for someone else', async () => {
    await assertFails(setDoc(doc(bob(), 'users/alice/notifications/welcome'), note()))
  })
  it('a visitor cannot create a welcome notification', async () => {
    await assertFails(setDoc(doc(visitor(), 'users/alice/notifications/welcome'), note()))
  })
  it('an owner update that breaks the profile schema is rejected', async () => {
    await seed('users/alice', profile)
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { displayName: '' }))
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { bio: 7 }))
  })
  it('a checkout session must be a subscription', async () => {
    await assertFails(
      setDoc(doc(alice(), 'customers/alice/checkout_sessions/s1'), {
        price: 'price_pro', success_url: 'http://localhost/ok', cancel_url: 'http://localhost/no', mode: 'payment',
      }),
    )
  })
  it('the owner reads payments; nobody writes them', async () => {
    await seed('customers/alice/payments/p1', { amount: 500 })
    await assertSucceeds(getDoc(doc(alice(), 'customers/alice/payments/p1')))
    await assertFails(getDoc(doc(bob(), 'customers/alice/payments/p1')))
    await assertFails(setDoc(doc(alice(), 'customers/alice/payments/p2'), { amount: 0 }))
  })
  it('the owner cannot mark a notification read for another user', async () => {
    await seed('users/bob/notifications/n1', note())
    await assertFails(updateDoc(doc(alice(), 'users/bob/notifications/n1'), { read: true }))
  })
  it('a visitor cannot list anyone\'s bookmarks or visits', async () => {
    await seed('users/alice/bookmarks/b', { route: '/physics/optics', title: 'Optics', createdAt: now() })
    await assertFails(getDoc(doc(visitor(), 'users/alice/bookmarks/b')))
    await assertFails(deleteDoc(doc(visitor(), 'users/alice/bookmarks/b')))
  })
})

describe('everything else', () => {
  it('is denied to everyone', async () => {
    await assertFails(setDoc(doc(alice(), 'plans/pro'), { price: 0 }))
    await assertFails(getDoc(doc(visitor(), 'admin/config')))
    await assertFails(setDoc(doc(alice(), 'users/alice/secrets/x'), { a: 1 }))
  })
})
