/**
 * Friendly messages for Firebase Auth errors: the spec's catalogue and today's equivalents. A form never
 * shows a raw code; unknown codes get a generic message. Each message is a key of the `auth` namespace
 * (`errors.*` in messages/<locale>/auth.json) that the screen translates:
 * `t(authErrorMessage(error).key, authErrorMessage(error).values)` with `useTranslations('auth')`.
 */
import { PASSWORD_POLICY } from '@/lib/validation/account'
import type { AuthErrorKey, AuthMessage } from '@/lib/validation/messages'

export type AuthErrorMessage = AuthMessage<AuthErrorKey>

const say = (key: AuthErrorKey, values?: AuthMessage['values']): AuthErrorMessage => Object.freeze(values ? { key, values } : { key })

const CREDENTIALS = say('errors.credentials')
const POPUP_CLOSED = say('errors.popupClosed')
const STRONGER = say('errors.weakPassword', { min: PASSWORD_POLICY.minLength })
const SESSION_ENDED = say('errors.sessionEnded')

const messages: Record<string, AuthErrorMessage> = {
  'auth/wrong-password': CREDENTIALS,
  'auth/invalid-credential': CREDENTIALS,
  'auth/invalid-login-credentials': CREDENTIALS,
  'auth/user-not-found': CREDENTIALS,
  'auth/invalid-email': say('errors.invalidEmail'),
  'auth/missing-email': say('errors.missingEmail'),
  'auth/missing-password': say('errors.missingPassword'),
  'auth/email-already-in-use': say('errors.emailInUse'),
  'auth/weak-password': STRONGER,
  'auth/too-many-requests': say('errors.tooManyRequests'),
  'auth/network-request-failed': say('errors.network'),
  'auth/popup-closed-by-user': POPUP_CLOSED,
  'auth/cancelled-popup-request': POPUP_CLOSED,
  'auth/popup-blocked': say('errors.popupBlocked'),
  'auth/account-exists-with-different-credential': say('errors.otherSignInMethod'),
  'auth/requires-recent-login': say('errors.recentLogin'),
  'auth/user-disabled': say('errors.userDisabled'),
  'auth/expired-action-code': say('errors.expiredLink'),
  'auth/invalid-action-code': say('errors.invalidLink'),
  'auth/password-does-not-meet-requirements': STRONGER,
  'auth/operation-not-allowed': say('errors.operationNotAllowed'),
  'auth/unauthorized-domain': say('errors.unauthorizedDomain'),
  'auth/user-mismatch': say('errors.userMismatch'),
  'auth/credential-already-in-use': say('errors.credentialInUse'),
  'auth/internal-error': say('errors.internal'),
  'auth/user-token-expired': SESSION_ENDED,
  'auth/invalid-user-token': SESSION_ENDED,
}

/** Every code with its own message (tests check each one reads as a sentence). */
export const AUTH_ERROR_CODES = Object.keys(messages)

export const GENERIC_AUTH_ERROR = say('errors.generic')

/**
 * The message for an error thrown by Firebase Auth (or anything else). One code always gives the same
 * (frozen) object, so callers may compare messages with `===`.
 */
export function authErrorMessage(error: unknown): AuthErrorMessage {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : ''
  return Object.hasOwn(messages, code) ? messages[code]! : GENERIC_AUTH_ERROR
}
