/** Account forms and documents: one set of zod schemas for the forms and the Firestore writes. */
import { z } from 'zod'
import { themeChoices } from '@/lib/theme/themes'
import { isInvisible, stripBidiControls } from './names'

/** A name: bidirectional controls dropped, then 1 to 50 characters of which at least one shows. */
export const displayNameSchema = z
  .string()
  .transform((name) => stripBidiControls(name).trim())
  .pipe(
    z
      .string()
      .max(50, 'Use at most 50 characters for your name.')
      .refine((name) => !isInvisible(name), 'Enter your name.'),
  )

export const emailSchema = z.string().trim().min(1, 'Enter your e-mail address.').email('That does not look like an e-mail address.')

/**
 * Noether's password rules: the forms check them here, and scripts/password-policy.ts declares the part
 * the backend can enforce (length and a digit) as the project's Identity Platform password policy.
 */
export const PASSWORD_POLICY = { minLength: 8, maxLength: 128, letter: true, digit: true } as const

/** How the forms describe the rules. */
export const PASSWORD_HINT = `At least ${PASSWORD_POLICY.minLength} characters, with a letter and a digit.`

export const passwordSchema = z
  .string()
  .min(PASSWORD_POLICY.minLength, `Use at least ${PASSWORD_POLICY.minLength} characters.`)
  .max(PASSWORD_POLICY.maxLength, `Use at most ${PASSWORD_POLICY.maxLength} characters.`)
  .regex(/[A-Za-z]/, 'Include at least one letter.')
  .regex(/\d/, 'Include at least one digit.')

export const signUpSchema = z
  .object({ displayName: displayNameSchema, email: emailSchema, password: passwordSchema, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'The passwords do not match.' })

export const loginSchema = z.object({ email: emailSchema, password: z.string().min(1, 'Enter your password.') })

export const BIO_MAX = 280
export const profileSchema = z.object({
  displayName: displayNameSchema,
  bio: z.string().trim().max(BIO_MAX, `Keep your bio to ${BIO_MAX} characters.`),
})

export const themePreferenceSchema = z.enum(themeChoices.map((t) => t.id) as [string, ...string[]])

export const changePasswordSchema = z
  .object({ current: z.string().min(1, 'Enter your current password.'), next: passwordSchema, confirm: z.string() })
  .refine((v) => v.next === v.confirm, { path: ['confirm'], message: 'The passwords do not match.' })

/** Field errors of a failed parse, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form')
    out[key] ??= issue.message
  }
  return out
}
