/**
 * Friendly messages for Firebase Auth errors: the spec's catalogue and today's equivalents. A form never
 * shows a raw code; unknown codes get a generic message.
 */
import { PASSWORD_HINT } from '@/lib/validation/account'

const STRONGER = `Choose a stronger password. ${PASSWORD_HINT}`

const messages: Record<string, string> = {
  'auth/wrong-password': 'That e-mail and password do not match. Check them and try again.',
  'auth/invalid-credential': 'That e-mail and password do not match. Check them and try again.',
  'auth/invalid-login-credentials': 'That e-mail and password do not match. Check them and try again.',
  'auth/user-not-found': 'That e-mail and password do not match. Check them and try again.',
  'auth/invalid-email': 'That does not look like an e-mail address.',
  'auth/missing-email': 'Enter your e-mail address.',
  'auth/missing-password': 'Enter your password.',
  'auth/email-already-in-use': 'An account with this e-mail already exists. Log in instead, or reset your password.',
  'auth/weak-password': STRONGER,
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes, or reset your password.',
  'auth/network-request-failed': 'We could not reach the server. Check your connection and try again.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before finishing. Try again.',
  'auth/cancelled-popup-request': 'The sign-in window was closed before finishing. Try again.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/account-exists-with-different-credential': 'This e-mail already has an account with another sign-in method. Log in with that method.',
  'auth/requires-recent-login': 'For your security, enter your password again to continue.',
  'auth/user-disabled': 'This account has been disabled. Contact us if you think this is a mistake.',
  'auth/expired-action-code': 'This link has expired. Request a new one.',
  'auth/invalid-action-code': 'This link is not valid any more. Request a new one.',
  'auth/password-does-not-meet-requirements': STRONGER,
  'auth/operation-not-allowed': 'This way of signing in is not available. Use another, or contact us.',
  'auth/unauthorized-domain': 'Signing in is not available on this address. Open Noether at its usual address and try again.',
  'auth/user-mismatch': 'That is a different account from the one signed in here. Confirm with the account you are using.',
  'auth/credential-already-in-use': 'That sign-in already belongs to another Noether account. Log in with it instead.',
  'auth/internal-error': 'Something went wrong on our side. Please try again in a moment.',
  'auth/user-token-expired': 'Your session has ended. Log in again to continue.',
  'auth/invalid-user-token': 'Your session has ended. Log in again to continue.',
}

/** Every code with its own message (tests check each one reads as a sentence). */
export const AUTH_ERROR_CODES = Object.keys(messages)

export const GENERIC_AUTH_ERROR = 'Something went wrong. Please try again.'

/** The message for an error thrown by Firebase Auth (or anything else). */
export function authErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error && 'code' in error ? String((error as { code: unknown }).code) : ''
  return messages[code] ?? GENERIC_AUTH_ERROR
}
