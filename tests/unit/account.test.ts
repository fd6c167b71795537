import { createTranslator } from 'use-intl/core'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { routeId } from '@/lib/firebase/account'
import { AUTH_ERROR_CODES, authErrorMessage, GENERIC_AUTH_ERROR } from '@/lib/firebase/auth-errors'
import { passwordPolicyRequest } from '@/lib/firebase/password-policy'
import { DEMO_PROJECT_ID, firebaseSettings } from '@/lib/firebase/config'
import { initials } from '@/lib/initials'
import { planById, plans } from '@/lib/plans'
import { localeIds, localeInfo } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'
import {
  changePasswordSchema,
  fieldErrors,
  loginSchema,
  PASSWORD_HINT,
  PASSWORD_POLICY,
  profileSchema,
  signUpSchema,
} from '@/lib/validation/account'
import type { AuthMessage } from '@/lib/validation/messages'

describe('firebaseSettings', () => {
  it('defaults to the demo project on the emulators', () => {
    const s = firebaseSettings({})
    expect(s.useEmulators).toBe(true)
    expect(s.options.projectId).toBe(DEMO_PROJECT_ID)
  })
  it('uses a production project when fully configured', () => {
    const s = firebaseSettings({
      NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'noether-prod',
      NEXT_PUBLIC_FIREBASE_API_KEY: 'AIzaSyExampleKey123',
      NEXT_PUBLIC_FIREBASE_AUTH_DOMAIN: 'noether-prod.firebaseapp.com',
      NEXT_PUBLIC_FIREBASE_APP_ID: '1:123:web:abc',
    })
    expect(s).toEqual({
      options: { projectId: 'noether-prod', apiKey: 'AIzaSyExampleKey123', authDomain: 'noether-prod.firebaseapp.com', appId: '1:123:web:abc' },
      useEmulators: false,
    })
  })
  it('names the missing variable of an incomplete production setup', () => {
    expect(() => firebaseSettings({ NEXT_PUBLIC_FIREBASE_PROJECT_ID: 'noether-prod' })).toThrow(/NEXT_PUBLIC_FIREBASE_API_KEY/)
  })
})

/** The English catalogue, as the screens render a message: `t(message.key, message.values)`. */
const english = createTranslator({ locale: 'en-US', messages: messages.en, namespace: 'auth' })
const inEnglish = (m: AuthMessage) => english(m.key, m.values)

/** The spec's wording of each code, which the English catalogue must keep character for character. */
const CREDENTIALS = 'That e-mail and password do not match. Check them and try again.'
const STRONGER = 'Choose a stronger password. At least 8 characters, with a letter and a digit.'
const POPUP_CLOSED = 'The sign-in window was closed before finishing. Try again.'
const SESSION_ENDED = 'Your session has ended. Log in again to continue.'
const SPEC: Record<string, [string, string]> = {
  'auth/wrong-password': ['errors.credentials', CREDENTIALS],
  'auth/invalid-credential': ['errors.credentials', CREDENTIALS],
  'auth/invalid-login-credentials': ['errors.credentials', CREDENTIALS],
  'auth/user-not-found': ['errors.credentials', CREDENTIALS],
  'auth/invalid-email': ['errors.invalidEmail', 'That does not look like an e-mail address.'],
  'auth/missing-email': ['errors.missingEmail', 'Enter your e-mail address.'],
  'auth/missing-password': ['errors.missingPassword', 'Enter your password.'],
  'auth/email-already-in-use': ['errors.emailInUse', 'An account with this e-mail already exists. Log in instead, or reset your password.'],
  'auth/weak-password': ['errors.weakPassword', STRONGER],
  'auth/too-many-requests': ['errors.tooManyRequests', 'Too many attempts. Wait a few minutes, or reset your password.'],
  'auth/network-request-failed': ['errors.network', 'We could not reach the server. Check your connection and try again.'],
  'auth/popup-closed-by-user': ['errors.popupClosed', POPUP_CLOSED],
  'auth/cancelled-popup-request': ['errors.popupClosed', POPUP_CLOSED],
  'auth/popup-blocked': ['errors.popupBlocked', 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.'],
  'auth/account-exists-with-different-credential': [
    'errors.otherSignInMethod',
    'This e-mail already has an account with another sign-in method. Log in with that method.',
  ],
  'auth/requires-recent-login': ['errors.recentLogin', 'For your security, enter your password again to continue.'],
  'auth/user-disabled': ['errors.userDisabled', 'This account has been disabled. Contact us if you think this is a mistake.'],
  'auth/expired-action-code': ['errors.expiredLink', 'This link has expired. Request a new one.'],
  'auth/invalid-action-code': ['errors.invalidLink', 'This link is not valid any more. Request a new one.'],
  'auth/password-does-not-meet-requirements': ['errors.weakPassword', STRONGER],
  'auth/operation-not-allowed': ['errors.operationNotAllowed', 'This way of signing in is not available. Use another, or contact us.'],
  'auth/unauthorized-domain': [
    'errors.unauthorizedDomain',
    'Signing in is not available on this address. Open Noether at its usual address and try again.',
  ],
  'auth/user-mismatch': ['errors.userMismatch', 'That is a different account from the one signed in here. Confirm with the account you are using.'],
  'auth/credential-already-in-use': ['errors.credentialInUse', 'That sign-in already belongs to another Noether account. Log in with it instead.'],
  'auth/internal-error': ['errors.internal', 'Something went wrong on our side. Please try again in a moment.'],
  'auth/user-token-expired': ['errors.sessionEnded', SESSION_ENDED],
  'auth/invalid-user-token': ['errors.sessionEnded', SESSION_ENDED],
}

describe('authErrorMessage', () => {
  it('turns every mapped code into its own sentence, never showing a code', () => {
    expect(AUTH_ERROR_CODES.length).toBeGreaterThanOrEqual(25)
    for (const code of AUTH_ERROR_CODES) {
      const message = authErrorMessage({ code })
      expect(message, code).not.toBe(GENERIC_AUTH_ERROR)
      expect(message.key, code).toMatch(/^errors\./)
      for (const locale of localeIds) {
        const text = createTranslator({ locale: localeInfo(locale).tag, messages: messages[locale], namespace: 'auth' })(message.key, message.values)
        expect(text, `${locale} ${code}`).not.toMatch(/auth\/|[a-z]+-[a-z]+-[a-z]+|\{|errors\./)
      }
      expect(inEnglish(message), code).toMatch(/^[A-Z].*[.!]$/)
    }
  })
  it('keeps the English wording of every code', () => {
    expect(Object.keys(SPEC).sort()).toEqual([...AUTH_ERROR_CODES].sort())
    for (const [code, [key, text]] of Object.entries(SPEC)) {
      const message = authErrorMessage({ code })
      expect(message.key, code).toBe(key)
      expect(inEnglish(message), code).toBe(text)
    }
  })
  it('covers the spec catalogue and the codes Identity Platform returns for policies, domains and linking', () => {
    for (const code of [
      'auth/wrong-password', 'auth/user-not-found', 'auth/email-already-in-use', 'auth/too-many-requests', 'auth/network-request-failed',
      'auth/password-does-not-meet-requirements', 'auth/operation-not-allowed', 'auth/unauthorized-domain', 'auth/user-mismatch',
      'auth/credential-already-in-use', 'auth/internal-error',
    ]) {
      expect(AUTH_ERROR_CODES).toContain(code)
    }
  })
  it('gives a wrong password and an unknown user the same answer, so the form does not reveal who has an account', () => {
    expect(authErrorMessage({ code: 'auth/wrong-password' })).toBe(authErrorMessage({ code: 'auth/user-not-found' }))
  })
  it('names the policy\'s length in the weak-password message', () => {
    expect(authErrorMessage({ code: 'auth/weak-password' }).values).toEqual({ min: PASSWORD_POLICY.minLength })
  })
  it('falls back to a generic message', () => {
    expect(GENERIC_AUTH_ERROR.key).toBe('errors.generic')
    expect(inEnglish(GENERIC_AUTH_ERROR)).toBe('Something went wrong. Please try again.')
    expect(authErrorMessage(new Error('boom'))).toBe(GENERIC_AUTH_ERROR)
    expect(authErrorMessage({ code: 'auth/something-new' })).toBe(GENERIC_AUTH_ERROR)
    expect(authErrorMessage({ code: 'constructor' })).toBe(GENERIC_AUTH_ERROR)
    expect(authErrorMessage(null)).toBe(GENERIC_AUTH_ERROR)
  })
})

describe('passwordPolicyRequest', () => {
  it('declares the forms rules that the backend can enforce', () => {
    const { url, body } = passwordPolicyRequest('noether-prod')
    expect(url).toBe('https://identitytoolkit.googleapis.com/admin/v2/projects/noether-prod/config?updateMask=passwordPolicyConfig')
    expect(body.passwordPolicyConfig.passwordPolicyEnforcementState).toBe('ENFORCE')
    expect(body.passwordPolicyConfig.passwordPolicyVersions).toEqual([
      { customStrengthOptions: { minPasswordLength: PASSWORD_POLICY.minLength, maxPasswordLength: PASSWORD_POLICY.maxLength, containsNumericCharacter: true } },
    ])
  })
  it('refuses demo projects and malformed ids', () => {
    expect(() => passwordPolicyRequest('demo-noether')).toThrow(/emulators/)
    expect(() => passwordPolicyRequest('Not A Project')).toThrow(/not a Firebase project/)
  })
})

describe('account validation', () => {
  const ok = { displayName: 'Ada', email: 'ada@example.org', password: 'engine42', confirm: 'engine42' }
  /** The first error of each field, as its key and as the English form shows it. */
  const errorsOf = (schema: z.ZodType, v: object) => {
    const r = schema.safeParse(v)
    const errors = r.success ? {} : fieldErrors(r.error)
    return Object.fromEntries(Object.entries(errors).map(([field, m]) => [field, { key: m.key, text: inEnglish(m) }]))
  }
  const signUp = (v: object) => errorsOf(signUpSchema, { ...ok, ...v })

  it('accepts a valid sign-up', () => {
    expect(signUpSchema.safeParse(ok).success).toBe(true)
  })
  it('explains each rule of the sign-up form, in the spec\'s words', () => {
    expect(signUp({ displayName: ' ' }).displayName).toEqual({ key: 'validation.nameRequired', text: 'Enter your name.' })
    expect(signUp({ displayName: 'x'.repeat(51) }).displayName).toEqual({ key: 'validation.nameTooLong', text: 'Use at most 50 characters for your name.' })
    expect(signUp({ email: '' }).email).toEqual({ key: 'validation.emailRequired', text: 'Enter your e-mail address.' })
    expect(signUp({ email: 'ada@' }).email).toEqual({ key: 'validation.emailInvalid', text: 'That does not look like an e-mail address.' })
    expect(signUp({ password: 'short1', confirm: 'short1' }).password).toEqual({ key: 'validation.passwordTooShort', text: 'Use at least 8 characters.' })
    const long = `a1${'x'.repeat(127)}`
    expect(signUp({ password: long, confirm: long }).password).toEqual({ key: 'validation.passwordTooLong', text: 'Use at most 128 characters.' })
    expect(signUp({ password: 'abcdefgh', confirm: 'abcdefgh' }).password).toEqual({ key: 'validation.passwordDigit', text: 'Include at least one digit.' })
    expect(signUp({ password: '12345678', confirm: '12345678' }).password).toEqual({ key: 'validation.passwordLetter', text: 'Include at least one letter.' })
    expect(signUp({ confirm: 'other' }).confirm).toEqual({ key: 'validation.passwordsDiffer', text: 'The passwords do not match.' })
  })
  it('describes the password rules', () => {
    expect(PASSWORD_HINT).toEqual({ key: 'validation.passwordHint', values: { min: PASSWORD_POLICY.minLength } })
    expect(inEnglish(PASSWORD_HINT)).toBe('At least 8 characters, with a letter and a digit.')
  })
  it('explains the login, profile and change-password rules', () => {
    expect(errorsOf(loginSchema, { email: 'ada@example.org', password: '' }).password).toEqual({ key: 'validation.passwordRequired', text: 'Enter your password.' })
    expect(errorsOf(profileSchema, { displayName: 'Ada', bio: 'x'.repeat(281) }).bio).toEqual({ key: 'validation.bioTooLong', text: 'Keep your bio to 280 characters.' })
    const change = (v: object) => errorsOf(changePasswordSchema, { current: 'a', next: 'newpass99', confirm: 'newpass99', ...v })
    expect(change({ current: '' }).current).toEqual({ key: 'validation.currentPasswordRequired', text: 'Enter your current password.' })
    expect(change({ confirm: 'other' }).confirm).toEqual({ key: 'validation.passwordsDiffer', text: 'The passwords do not match.' })
  })
  it('never shows zod\'s own English: an issue no rule words gets a generic message', () => {
    expect(signUp({ confirm: undefined }).confirm).toEqual({ key: 'validation.invalid', text: 'Check this field.' })
  })
  it('limits the bio to 280 characters and checks a new password', () => {
    expect(profileSchema.safeParse({ displayName: 'Ada', bio: 'x'.repeat(280) }).success).toBe(true)
    expect(profileSchema.safeParse({ displayName: 'Ada', bio: 'x'.repeat(281) }).success).toBe(false)
    expect(changePasswordSchema.safeParse({ current: 'a', next: 'newpass99', confirm: 'newpass99' }).success).toBe(true)
  })
  it('words every rule in every language, with its limit', () => {
    const long = signUp({ displayName: 'x'.repeat(51) }).displayName
    expect(long).toBeDefined()
    for (const locale of localeIds) {
      const t = createTranslator({ locale: localeInfo(locale).tag, messages: messages[locale], namespace: 'auth' })
      expect(t('validation.nameTooLong', { max: 50 }), locale).toMatch(/50/)
      expect(t(PASSWORD_HINT.key, PASSWORD_HINT.values), locale).toMatch(/8/)
    }
  })
})

describe('small helpers', () => {
  it('initials', () => {
    expect(initials('Ada Lovelace')).toBe('AL')
    expect(initials('Marie-Sophie Germain')).toBe('MG')
    expect(initials('emmy')).toBe('E')
    expect(initials('', 'bo@example.org')).toBe('B')
    expect(initials(null, null)).toBe('?')
  })
  it('route ids', () => {
    expect(routeId('/mathematics/abstract-algebra')).toBe('mathematics__abstract-algebra')
    expect(routeId('/')).toBe('home')
  })
  it('plans: Free and Pro, Pro with a Stripe price', () => {
    expect(plans.map((p) => p.id)).toEqual(['free', 'pro'])
    expect(planById('pro').stripePrice).toMatch(/^price_/)
  })
})
