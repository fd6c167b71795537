import { describe, expect, it } from 'vitest'
import { routeId } from '@/lib/firebase/account'
import { AUTH_ERROR_CODES, authErrorMessage, GENERIC_AUTH_ERROR } from '@/lib/firebase/auth-errors'
import { passwordPolicyRequest } from '@/lib/firebase/password-policy'
import { DEMO_PROJECT_ID, firebaseSettings } from '@/lib/firebase/config'
import { initials } from '@/lib/initials'
import { planById, plans } from '@/lib/plans'
import { changePasswordSchema, fieldErrors, PASSWORD_POLICY, profileSchema, signUpSchema } from '@/lib/validation/account'

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

describe('authErrorMessage', () => {
  it('turns every mapped code into its own sentence, never showing a code', () => {
    expect(AUTH_ERROR_CODES.length).toBeGreaterThanOrEqual(25)
    for (const code of AUTH_ERROR_CODES) {
      const message = authErrorMessage({ code })
      expect(message, code).not.toBe(GENERIC_AUTH_ERROR)
      expect(message, code).not.toMatch(/auth\/|[a-z]+-[a-z]+-[a-z]+/)
      expect(message, code).toMatch(/^[A-Z].*[.!]$/)
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
  it('falls back to a generic message', () => {
    expect(authErrorMessage(new Error('boom'))).toBe(GENERIC_AUTH_ERROR)
    expect(authErrorMessage({ code: 'auth/something-new' })).toBe(GENERIC_AUTH_ERROR)
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
  it('accepts a valid sign-up', () => {
    expect(signUpSchema.safeParse(ok).success).toBe(true)
  })
  it('explains each rule of the sign-up form', () => {
    const errors = (v: object) => {
      const r = signUpSchema.safeParse({ ...ok, ...v })
      return r.success ? {} : fieldErrors(r.error)
    }
    expect(errors({ displayName: ' ' }).displayName).toBe('Enter your name.')
    expect(errors({ displayName: 'x'.repeat(51) }).displayName).toMatch(/50 characters/)
    expect(errors({ email: 'ada@' }).email).toBe('That does not look like an e-mail address.')
    expect(errors({ password: 'short1', confirm: 'short1' }).password).toBe('Use at least 8 characters.')
    expect(errors({ password: 'abcdefgh', confirm: 'abcdefgh' }).password).toBe('Include at least one digit.')
    expect(errors({ password: '12345678', confirm: '12345678' }).password).toBe('Include at least one letter.')
    expect(errors({ confirm: 'other' }).confirm).toBe('The passwords do not match.')
  })
  it('limits the bio to 280 characters and checks a new password', () => {
    expect(profileSchema.safeParse({ displayName: 'Ada', bio: 'x'.repeat(280) }).success).toBe(true)
    expect(profileSchema.safeParse({ displayName: 'Ada', bio: 'x'.repeat(281) }).success).toBe(false)
    expect(changePasswordSchema.safeParse({ current: 'a', next: 'newpass99', confirm: 'newpass99' }).success).toBe(true)
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
