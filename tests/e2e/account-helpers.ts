import { readFileSync } from 'node:fs'
import path from 'node:path'
import { expect, type BrowserContext, type Page } from '@playwright/test'

export const PASSWORD = 'learn-2-live'

let counter = 0
/** A fresh learner for each test (the emulators keep users between tests). */
export function newLearner(name = 'Emmy Test') {
  counter += 1
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${counter}`
  return { name, email: `learner-${tag}@example.org`, password: PASSWORD }
}

type Learner = { name: string; email: string; password: string }

/** Opens the sign-up form (with `next` as it is, or none) and fills it in; the caller submits. */
export async function fillSignUp(page: Page, learner: Learner, next?: string) {
  await page.goto(next === undefined ? '/sign-up' : `/sign-up?next=${encodeURIComponent(next)}`)
  const form = page.getByRole('form', { name: 'Sign up' })
  await form.getByLabel('Display name').fill(learner.name)
  await form.getByLabel('E-mail').fill(learner.email)
  await form.getByLabel('Password', { exact: true }).fill(learner.password)
  await form.getByLabel('Confirm password').fill(learner.password)
  return form.getByRole('button', { name: 'Sign up' })
}

export async function signUp(page: Page, learner: Learner, next?: string) {
  await (await fillSignUp(page, learner, next)).click()
  await expect(page).toHaveURL(next ? new RegExp(`${next}$`) : /\/dashboard$/, { timeout: 20_000 })
}

export async function logIn(page: Page, learner: { email: string; password: string }) {
  const form = page.getByRole('form', { name: 'Log in' })
  await form.getByLabel('E-mail').fill(learner.email)
  await form.getByLabel('Password').fill(learner.password)
  await form.getByRole('button', { name: 'Log in' }).click()
}

/** The signed-in user's uid, read from the Auth SDK's persisted state in IndexedDB / local storage. */
export async function currentUid(page: Page): Promise<string> {
  const uid = await page.evaluate(async () => {
    const fromLocal = Object.keys(localStorage).find((k) => k.startsWith('firebase:authUser:'))
    if (fromLocal) return JSON.parse(localStorage.getItem(fromLocal) ?? '{}').uid as string
    return await new Promise<string | undefined>((resolve) => {
      const open = indexedDB.open('firebaseLocalStorageDb')
      open.onsuccess = () => {
        const tx = open.result.transaction('firebaseLocalStorage', 'readonly')
        const all = tx.objectStore('firebaseLocalStorage').getAll()
        all.onsuccess = () => resolve((all.result as { value?: { uid?: string } }[]).find((r) => r.value?.uid)?.value?.uid)
        all.onerror = () => resolve(undefined)
      }
      open.onerror = () => resolve(undefined)
    })
  })
  if (!uid) throw new Error('no signed-in user in this page')
  return uid
}

/**
 * Lets Google and GitHub sign-in run against the Auth emulator on a machine without internet: Firebase
 * Auth and the emulator's helper page load Google's gapi loader, which the tests replace with a local
 * stand-in (tests/e2e/fixtures/gapi-shim.js). The sign-in window is the emulator's own.
 */
export async function allowProviderSignIn(context: BrowserContext) {
  const shim = readFileSync(path.join(import.meta.dirname, 'fixtures', 'gapi-shim.js'), 'utf8')
  await context.route('https://apis.google.com/js/api.js*', (route) => route.fulfill({ contentType: 'text/javascript', body: shim }))
}

/** Signs in through the emulator's Google window, creating the Google account the first time. */
export async function continueWithGoogle(page: Page, account: { email: string; name: string }, existing = false) {
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await chooseGoogleAccount(await popup, account, existing)
}

/** In the emulator's Google window: pick the account, or add it. */
export async function chooseGoogleAccount(popup: Page, account: { email: string; name: string }, existing: boolean) {
  await popup.waitForLoadState()
  if (existing) {
    await popup.locator('.js-reuse-account', { hasText: account.name }).click()
    return
  }
  await popup.locator('#add-account-button').click()
  await popup.locator('#email-input').fill(account.email)
  await popup.locator('#display-name-input').fill(account.name)
  await popup.locator('#sign-in').click()
}
