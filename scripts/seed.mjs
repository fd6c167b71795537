#!/usr/bin/env node
/**
 * Seeds the local emulators with a demo learner (see README): e-mail demo@noether.dev, password
 * noether-demo-1, with some progress, bookmarks and notifications. Safe to run again.
 */
import { ensureUser, markEmailVerified, setDocument } from './emulator-admin.mjs'

export const DEMO = { email: 'demo@noether.dev', password: 'noether-demo-1', displayName: 'Ada Demo' }

const now = Date.now()
const ago = (minutes) => new Date(now - minutes * 60_000)
const id = (route) => route.replace(/^\//, '').replace(/\//g, '__')

const uid = await ensureUser(DEMO)
await markEmailVerified(uid)
await setDocument(`users/${uid}`, {
  displayName: DEMO.displayName,
  bio: 'Learning group theory and quantum mechanics, one field at a time.',
  theme: 'system',
  emailNotifications: { product: true, digest: true },
  createdAt: ago(60 * 24 * 7),
})
const visits = [
  ['/mathematics/abstract-algebra', 'Abstract Algebra', 'mathematics', 5],
  ['/mathematics/linear-algebra', 'Linear Algebra', 'mathematics', 60],
  ['/physics/quantum-mechanics', 'Quantum Mechanics', 'physics', 120],
  ['/computer-science/algorithms', 'Algorithms', 'computer-science', 600],
]
for (const [route, title, subject, minutes] of visits) {
  await setDocument(`users/${uid}/visits/${id(route)}`, { route, title, subject, visitedAt: ago(minutes) })
}
await setDocument(`users/${uid}/bookmarks/${id('/physics/quantum-mechanics')}`, { route: '/physics/quantum-mechanics', title: 'Quantum Mechanics', createdAt: ago(100) })
await setDocument(`users/${uid}/bookmarks/${id('/mathematics/topology')}`, { route: '/mathematics/topology', title: 'Topology', createdAt: ago(200) })
await setDocument(`users/${uid}/solved/${id('/mathematics/abstract-algebra')}__problem-1`, {
  route: '/mathematics/abstract-algebra',
  problemId: 'problem-1',
  subject: 'mathematics',
  solvedAt: ago(4),
})
await setDocument(`users/${uid}/notifications/welcome`, {
  title: `Welcome to Noether, ${DEMO.displayName}!`,
  body: 'Pick a subject to start reading; your progress and bookmarks will appear on your dashboard.',
  href: '/learn',
  read: true,
  createdAt: ago(60 * 24 * 7),
})
await setDocument(`users/${uid}/notifications/new-problems`, {
  title: 'New practice problems in physics',
  body: 'Classical mechanics and optics gained new problems with worked solutions.',
  href: '/solve/physics',
  read: false,
  createdAt: ago(30),
})
console.log(`Seeded demo learner ${DEMO.email} / ${DEMO.password} (uid ${uid}).`)
