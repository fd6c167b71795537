/**
 * Account forms and documents: one set of zod schemas for the forms and the Firestore writes. A rule's
 * message is a key of the `auth` namespace (`validation.*`, lib/validation/messages.ts), never English:
 * `fieldErrors` gives each field its message, which the screen translates.
 */
import { z } from 'zod'
import { themeChoices } from '@/lib/theme/themes'
import type { AuthMessage, ValidationKey } from './messages'
import { isInvisible, stripBidiControls } from './names'

export type { AuthMessage, ValidationKey } from './messages'

/** A rule's message, typed against the catalogue (zod carries it as the issue's message). */
const say = (key: ValidationKey) => key

export const NAME_MAX = 50

/** A name: bidirectional controls dropped, then 1 to 50 characters of which at least one shows. */
export const displayNameSchema = z
  .string()
  .transform((name) => stripBidiControls(name).trim())
  .pipe(
    z
      .string()
      .max(NAME_MAX, say('validation.nameTooLong'))
      .refine((name) => !isInvisible(name), say('validation.nameRequired')),
  )

export const emailSchema = z.string().trim().min(1, say('validation.emailRequired')).email(say('validation.emailInvalid'))

/**
 * Noether's password rules: the forms check them here, and scripts/password-policy.ts declares the part
 * the backend can enforce (length and a digit) as the project's Identity Platform password policy.
 */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 128, letter: true, digit: true } as const

/** How the forms describe the rules ("At least 8 characters, with a letter and a digit."). */
export const PASSWORD_HINT: AuthMessage<ValidationKey> = { key: 'validation.passwordHint', values: { min: PASSWORD_POLICY.minLength } }

export const passwordSchema = z
  .string()
  .min(PASSWORD_POLICY.minLength, say('validation.passwordTooShort'))
  .max(PASSWORD_POLICY.maxLength, say('validation.passwordTooLong'))
  .regex(/[A-Za-z]/, say('validation.passwordLetter'))
  .regex(/\d/, say('validation.passwordDigit'))

export const signUpSchema = z
  .object({ displayName: displayNameSchema, email: emailSchema, password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: say('validation.passwordsDiffer') })

export const loginSchema = z.object({ email: emailSchema, password: z.string().min(1, say('validation.passwordRequired')) })

export const BIO_MAX = 280
export const profileSchema = z.object({
  displayName: displayNameSchema,
  bio: z.string().trim().max(BIO_MAX, say('validation.bioTooLong')),
})

export const themePreferenceSchema = z.enum(themeChoices.map((t) => t.id) as [string, ...string[]])

export const changePasswordSchema = z
  .object({ current: z.string().min(1, say('validation.currentPasswordRequired')), next: passwordSchema, confirm: z.string() })
  .refine((v) => v.next === v.confirm, { path: ['confirm'], message: say('validation.passwordsDiffer') })

/** Field errors, keyed by field name: each an `auth` message to render with `t(error.key, error.values)`. */
export type FieldErrors = Record<string, AuthMessage>

/**
 * One issue's message: its key, with the limit a length rule names (`{min}` or `{max}`). An issue no rule
 * of ours words (zod's own, for input no form sends) gets a generic one rather than zod's English.
 */
export function issueMessage(issue: z.core.$ZodIssue): AuthMessage<ValidationKey> {
  if (!issue.message.startsWith('validation.')) return { key: 'validation.invalid' }
  const key = issue.message as ValidationKey
  if (issue.code === 'too_small') return { key, values: { min: Number(issue.minimum) } }
  if (issue.code === 'too_big') return { key, values: { max: Number(issue.maximum) } }
  return { key }
}

/** Field errors of a failed parse, first message per field. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    out[key] ??= issueMessage(issue)
  }
  return out
}
