/**
 * The Firestore security rules against the real emulator. Every case that must be allowed sits beside a
 * near miss that must be denied: the same write with one thing wrong (a key, a type, a size, a route or a
 * problem that does not exist, a client clock instead of the server's, another price, another site).
 */
import { readFileSync } from 'node:fs'
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing'
import {
  deleteDoc,
  doc,
  getDoc,
  serverTimestamp,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore'
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest'
import { allFields } from '@/lib/catalogue'
import { fieldPages } from '@/lib/content/fields'
import { routeId } from '@/lib/firebase/account'
import { LOCAL_ORIGINS } from '@/lib/firebase/rules-config'
import { WELCOME_BODY, WELCOME_HREF, welcomeTitle } from '@/lib/firebase/welcome'
import { CHECKOUT_RETURN, planById } from '@/lib/plans'

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
type Db = ReturnType<typeof alice>
/** `data` without one key. */
const without = (data: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(data).filter(([k]) => k !== key))
/** A client's own clock: never the server's request time. */
const clientClock = () => Timestamp.now()
const future = () => Timestamp.fromDate(new Date(Date.now() + 86_400_000))

/** Writes seed data with rules off. */
async function seed(path: string, data: Record<string, unknown>) {
  await env.withSecurityRulesDisabled((ctx) => setDoc(doc(ctx.firestore(), path), data))
}

// Real pages and problems, from the catalogue and the content.
const field = allFields[0]!
const other = allFields.find((f) => f.subject.slug !== field.subject.slug)!
const problems = fieldPages().get(field.ref)!.problems
const lastProblem = problems.at(-1)!.id
const problemPastTheEnd = `problem-${problems.length + 1}`

const profile = { displayName: 'Alice', bio: 'Learning groups.', theme: 'dark', emailNotifications: { product: true, digest: false } }

describe('users/{uid}: the profile', () => {
  const create = (db: Db, data: Record<string, unknown>) => setDoc(doc(db, 'users/alice'), data)

  it('the owner creates it with the server time; not with a client clock, a later update time, or as someone else', async () => {
    await assertFails(create(alice(), { ...profile, createdAt: clientClock() }))
    await assertFails(create(alice(), { ...profile, createdAt: serverTimestamp(), updatedAt: serverTimestamp() }))
    await assertFails(create(bob(), { ...profile, createdAt: serverTimestamp() }))
    await assertFails(create(visitor(), { ...profile, createdAt: serverTimestamp() }))
    await assertSucceeds(create(alice(), { ...profile, createdAt: serverTimestamp() }))
  })

  it('the owner reads and deletes it; another user and a visitor do not', async () => {
    await seed('users/alice', { ...profile, createdAt: new Date() })
    await assertSucceeds(getDoc(doc(alice(), 'users/alice')))
    await assertFails(getDoc(doc(bob(), 'users/alice')))
    await assertFails(getDoc(doc(visitor(), 'users/alice')))
    await assertFails(deleteDoc(doc(bob(), 'users/alice')))
    await assertSucceeds(deleteDoc(doc(alice(), 'users/alice')))
  })

  it('an update carries the server time and keeps createdAt', async () => {
    const created = Timestamp.fromDate(new Date('2025-01-01T00:00:00Z'))
    await seed('users/alice', { ...profile, createdAt: created })
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), { bio: 'New bio', updatedAt: serverTimestamp() }))
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { bio: 'New bio' }))
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { bio: 'New bio', updatedAt: future() }))
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { createdAt: serverTimestamp(), updatedAt: serverTimestamp() }))
    await assertFails(updateDoc(doc(bob(), 'users/alice'), { bio: 'Hacked', updatedAt: serverTimestamp() }))
  })

  it('holds only known keys of the right types', async () => {
    const ok = { ...profile, createdAt: serverTimestamp() }
    await assertFails(create(alice(), { ...ok, plan: 'pro' }))
    await assertFails(create(alice(), { ...ok, emailNotifications: { product: true, spam: true } }))
    await assertFails(create(alice(), { ...ok, emailNotifications: { product: 'yes' } }))
    await assertFails(create(alice(), { ...ok, emailNotifications: 'all' }))
    await assertFails(create(alice(), { ...ok, theme: 'neon' }))
    await assertFails(create(alice(), { ...ok, language: 'fr' }))
    await assertFails(create(alice(), { ...ok, displayName: 42 }))
    await assertFails(create(alice(), { bio: 'no name', createdAt: serverTimestamp() }))
    await assertSucceeds(create(alice(), { displayName: 'Alice', createdAt: serverTimestamp() }))
  })

  it('keeps the interface language the learner chose, one of the site’s languages', async () => {
    await assertSucceeds(create(alice(), { ...profile, language: 'ar', createdAt: serverTimestamp() }))
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice'), { language: 'zh', updatedAt: serverTimestamp() }))
    await assertFails(updateDoc(doc(alice(), 'users/alice'), { language: 'ar-EG', updatedAt: serverTimestamp() }))
  })

  it('a name is 1 to 50 characters, not only invisible ones, with no text-reordering controls', async () => {
    const named = (displayName: string) => create(alice(), { ...profile, displayName, createdAt: serverTimestamp() })
    await assertFails(named(''))
    await assertFails(named('   '))
    await assertFails(named('\u200B\u200B'))
    await assertFails(named('\u200E\u2060\uFEFF'))
    await assertFails(named('\u3164'))
    await assertFails(named('x'.repeat(51)))
    await assertFails(named('Alice\u202Eecila'))
    await assertFails(named('Bob\u2066x\u2069'))
    for (const name of ['x'.repeat(50), 'Émilie du Châtelet', '陈景润', 'محمد', '🦊']) {
      await env.clearFirestore()
      await assertSucceeds(named(name))
    }
  })

  it('a bio is at most 280 characters', async () => {
    await assertFails(create(alice(), { ...profile, bio: 'x'.repeat(281), createdAt: serverTimestamp() }))
    await assertSucceeds(create(alice(), { ...profile, bio: 'x'.repeat(280), createdAt: serverTimestamp() }))
  })
})

describe('users/{uid}/visits', () => {
  const visit = (over: Record<string, unknown> = {}) => ({
    route: field.href,
    title: field.title,
    subject: field.subject.slug,
    visitedAt: serverTimestamp(),
    ...over,
  })
  const at = (db: Db, id = routeId(field.href)) => doc(db, `users/alice/visits/${id}`)

  it('the owner records a visit of a real field page under its own id, and records it again', async () => {
    await assertSucceeds(setDoc(at(alice()), visit()))
    await assertSucceeds(setDoc(at(alice()), visit()))
    await assertSucceeds(getDoc(at(alice())))
    await assertSucceeds(deleteDoc(at(alice())))
  })

  it('refuses another user, a visitor, and reading across accounts', async () => {
    await assertFails(setDoc(at(bob()), visit()))
    await assertFails(setDoc(at(visitor()), visit()))
    await seed(`users/alice/visits/${routeId(field.href)}`, { route: field.href })
    await assertFails(getDoc(at(bob())))
  })

  it('refuses an id that is not the page, a page that does not exist, and a protocol-relative route', async () => {
    await assertFails(setDoc(at(alice(), 'anything'), visit()))
    await assertFails(setDoc(at(alice(), routeId(other.href)), visit()))
    await assertFails(setDoc(at(alice(), 'mathematics__no-such-field'), visit({ route: '/mathematics/no-such-field' })))
    await assertFails(setDoc(at(alice(), '__evil.example'), visit({ route: '//evil.example' })))
    await assertFails(setDoc(at(alice(), 'mathematics'), visit({ route: '/mathematics' })))
  })

  it("refuses another title or subject than the page's, a client clock, and extra keys", async () => {
    await assertFails(setDoc(at(alice()), visit({ title: 'Something else' })))
    await assertFails(setDoc(at(alice()), visit({ subject: other.subject.slug })))
    await assertFails(setDoc(at(alice()), visit({ visitedAt: clientClock() })))
    await assertFails(setDoc(at(alice()), visit({ visitedAt: future() })))
    await assertFails(setDoc(at(alice()), visit({ extra: 1 })))
    await assertFails(setDoc(at(alice()), without(visit(), 'subject')))
  })
})

describe('users/{uid}/bookmarks', () => {
  const bookmark = (over: Record<string, unknown> = {}) => ({ route: field.href, title: field.title, createdAt: serverTimestamp(), ...over })
  const at = (db: Db, id = routeId(field.href)) => doc(db, `users/alice/bookmarks/${id}`)

  it('the owner bookmarks a real page, may write it twice, reads and removes it', async () => {
    await assertSucceeds(setDoc(at(alice()), bookmark()))
    await assertSucceeds(setDoc(at(alice()), bookmark()))
    await assertSucceeds(getDoc(at(alice())))
    await assertSucceeds(deleteDoc(at(alice())))
  })

  it('refuses another user, a wrong id, a page that does not exist, another title, a client clock', async () => {
    await assertFails(setDoc(at(bob()), bookmark()))
    await assertFails(setDoc(at(visitor()), bookmark()))
    await assertFails(setDoc(at(alice(), 'b1'), bookmark()))
    await assertFails(setDoc(at(alice(), 'physics__nope'), bookmark({ route: '/physics/nope' })))
    await assertFails(setDoc(at(alice()), bookmark({ title: 'x'.repeat(121) })))
    await assertFails(setDoc(at(alice()), bookmark({ createdAt: clientClock() })))
    await assertFails(setDoc(at(alice()), bookmark({ note: 'mine' })))
  })
})

describe('users/{uid}/solved', () => {
  const solved = (problemId: string, over: Record<string, unknown> = {}) => ({
    route: field.href,
    problemId,
    subject: field.subject.slug,
    solvedAt: serverTimestamp(),
    ...over,
  })
  const at = (db: Db, problemId: string) => doc(db, `users/alice/solved/${routeId(field.href)}__${problemId}`)

  it("the owner records a problem the page has, up to its last one, and again", async () => {
    await assertSucceeds(setDoc(at(alice(), 'problem-1'), solved('problem-1')))
    await assertSucceeds(setDoc(at(alice(), lastProblem), solved(lastProblem)))
    await assertSucceeds(setDoc(at(alice(), lastProblem), solved(lastProblem)))
    await assertSucceeds(deleteDoc(at(alice(), lastProblem)))
  })

  it('refuses a problem the page does not have, one with a made-up id, and a mismatched document id', async () => {
    await assertFails(setDoc(at(alice(), problemPastTheEnd), solved(problemPastTheEnd)))
    await assertFails(setDoc(at(alice(), 'problem-0'), solved('problem-0')))
    await assertFails(setDoc(at(alice(), 'x'), solved('x')))
    await assertFails(setDoc(at(alice(), 'problem-2'), solved('problem-1')))
    await assertFails(setDoc(doc(alice(), 'users/alice/solved/anything'), solved('problem-1')))
  })

  it('refuses another user, another subject, a client clock, and extra keys', async () => {
    await assertFails(setDoc(at(bob(), 'problem-1'), solved('problem-1')))
    await assertFails(setDoc(at(alice(), 'problem-1'), solved('problem-1', { subject: other.subject.slug })))
    await assertFails(setDoc(at(alice(), 'problem-1'), solved('problem-1', { solvedAt: clientClock() })))
    await assertFails(setDoc(at(alice(), 'problem-1'), solved('problem-1', { score: 100 })))
  })
})

describe('users/{uid}/notifications', () => {
  const note = () => ({ title: 'New problems', body: 'Ten new problems in optics.', href: '/solve/physics', read: false, createdAt: new Date() })
  const welcome = (name = 'Alice', over: Record<string, unknown> = {}) => ({
    title: welcomeTitle(name),
    body: WELCOME_BODY,
    href: WELCOME_HREF,
    read: false,
    createdAt: serverTimestamp(),
    ...over,
  })
  /** Sign-up: the profile and the welcome in one write. */
  async function signUpWrite(db: Db, name: string, over: Record<string, unknown> = {}) {
    const batch = writeBatch(db)
    batch.set(doc(db, 'users/alice'), { ...profile, displayName: name, createdAt: serverTimestamp() })
    batch.set(doc(db, 'users/alice/notifications/welcome'), welcome(name, over))
    await batch.commit()
  }

  it('the owner reads, marks read or unread, and deletes; nothing else changes', async () => {
    await seed('users/alice/notifications/n1', note())
    await assertSucceeds(getDoc(doc(alice(), 'users/alice/notifications/n1')))
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice/notifications/n1'), { read: true }))
    await assertSucceeds(updateDoc(doc(alice(), 'users/alice/notifications/n1'), { read: false }))
    await assertFails(updateDoc(doc(alice(), 'users/alice/notifications/n1'), { title: 'Hacked' }))
    await assertFails(updateDoc(doc(alice(), 'users/alice/notifications/n1'), { read: 'yes' }))
    await assertFails(updateDoc(doc(alice(), 'users/alice/notifications/n1'), { read: true, href: 'https://evil.example' }))
    await assertSucceeds(deleteDoc(doc(alice(), 'users/alice/notifications/n1')))
  })

  it('another user and a visitor cannot read, mark or delete them', async () => {
    await seed('users/alice/notifications/n1', note())
    await assertFails(getDoc(doc(bob(), 'users/alice/notifications/n1')))
    await assertFails(updateDoc(doc(bob(), 'users/alice/notifications/n1'), { read: true }))
    await assertFails(deleteDoc(doc(visitor(), 'users/alice/notifications/n1')))
  })

  it('the welcome is written with the profile at sign-up, in its fixed words', async () => {
    await assertSucceeds(signUpWrite(alice(), 'Alice'))
  })

  it('the welcome is refused with other words, another link, a later date, read, or another name', async () => {
    await assertFails(signUpWrite(alice(), 'Alice', { title: 'You won a prize!' }))
    await assertFails(signUpWrite(alice(), 'Alice', { body: 'Click here.' }))
    await assertFails(signUpWrite(alice(), 'Alice', { href: '//evil.example' }))
    await assertFails(signUpWrite(alice(), 'Alice', { createdAt: future() }))
    await assertFails(signUpWrite(alice(), 'Alice', { read: true }))
    await assertFails(signUpWrite(alice(), 'Alice', { title: welcomeTitle('Mallory') }))
  })

  it('once deleted, the welcome cannot be written again; nor any other notification', async () => {
    await seed('users/alice', { ...profile, createdAt: new Date() })
    await assertFails(setDoc(doc(alice(), 'users/alice/notifications/welcome'), welcome()))
    await assertFails(setDoc(doc(alice(), 'users/alice/notifications/other'), welcome()))
    await assertFails(setDoc(doc(bob(), 'users/alice/notifications/welcome'), welcome()))
    await assertFails(setDoc(doc(visitor(), 'users/alice/notifications/welcome'), welcome()))
  })
})

describe('customers/{uid}: payments through the Stripe extension', () => {
  const origin = LOCAL_ORIGINS[0]!
  const session = (over: Record<string, unknown> = {}) => ({
    price: planById('pro').stripePrice,
    success_url: `${origin}${CHECKOUT_RETURN.success}`,
    cancel_url: `${origin}${CHECKOUT_RETURN.cancel}`,
    mode: 'subscription',
    ...over,
  })
  const at = (db: Db) => doc(db, 'customers/alice/checkout_sessions/s1')

  it("the owner starts a checkout for Pro's price returning to the site, and reads it", async () => {
    await assertSucceeds(setDoc(at(alice()), session()))
    await assertSucceeds(getDoc(at(alice())))
    await assertFails(getDoc(at(bob())))
  })

  it('refuses another price, another mode, a return to another site, and extra keys', async () => {
    await assertFails(setDoc(at(alice()), session({ price: 'price_cheap' })))
    await assertFails(setDoc(at(alice()), session({ mode: 'payment' })))
    await assertFails(setDoc(at(alice()), session({ success_url: 'https://evil.example/billing?checkout=success' })))
    await assertFails(setDoc(at(alice()), session({ cancel_url: `${origin}/` })))
    await assertFails(setDoc(at(alice()), session({ success_url: `${origin}//evil.example` })))
    await assertFails(setDoc(at(alice()), session({ url: 'https://pay.example' })))
    await assertFails(setDoc(at(alice()), session({ allow_promotion_codes: true })))
    await assertFails(setDoc(at(alice()), without(session(), 'mode')))
  })

  it('refuses a checkout for someone else, or from a visitor', async () => {
    await assertFails(setDoc(doc(bob(), 'customers/alice/checkout_sessions/s1'), session()))
    await assertFails(setDoc(at(visitor()), session()))
  })

  it('the owner reads subscriptions and payments but never writes them', async () => {
    await seed('customers/alice/subscriptions/sub1', { status: 'active' })
    await seed('customers/alice/payments/p1', { amount: 500 })
    await assertSucceeds(getDoc(doc(alice(), 'customers/alice/subscriptions/sub1')))
    await assertSucceeds(getDoc(doc(alice(), 'customers/alice/payments/p1')))
    await assertFails(getDoc(doc(bob(), 'customers/alice/subscriptions/sub1')))
    await assertFails(getDoc(doc(visitor(), 'customers/alice/payments/p1')))
    await assertFails(setDoc(doc(alice(), 'customers/alice/subscriptions/sub2'), { status: 'active' }))
    await assertFails(updateDoc(doc(alice(), 'customers/alice/subscriptions/sub1'), { status: 'trialing' }))
    await assertFails(deleteDoc(doc(alice(), 'customers/alice/subscriptions/sub1')))
    await assertFails(setDoc(doc(alice(), 'customers/alice/payments/p2'), { amount: 0 }))
  })

  it('the owner reads the customer document; nobody writes it', async () => {
    await seed('customers/alice', { stripeId: 'cus_1' })
    await assertSucceeds(getDoc(doc(alice(), 'customers/alice')))
    await assertFails(getDoc(doc(bob(), 'customers/alice')))
    await assertFails(setDoc(doc(alice(), 'customers/alice'), { plan: 'pro' }))
  })
})

describe('everything else', () => {
  it('is denied to everyone', async () => {
    await assertFails(setDoc(doc(alice(), 'plans/pro'), { price: 0 }))
    await assertFails(getDoc(doc(visitor(), 'admin/config')))
    await assertFails(setDoc(doc(alice(), 'users/alice/secrets/x'), { a: 1 }))
    await assertFails(getDoc(doc(alice(), 'users/alice/secrets/x')))
  })
})
