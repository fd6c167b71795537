/** Account forms and documents: one set of zod schemas for the forms and the Firestore writes. */
import { z } from 'zod'
import { themeChoices } from '@/lib/theme/themes'

export const displayNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter your name.')
  .max(50, 'Use at most 50 characters for your name.')

export const emailSchema = z.string().trim().min(1, 'Enter your e-mail address.').email('That does not look like an e-mail address.')

export const passwordSchema = z
  .string()
  .min(8, 'Use at least 8 characters.')
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
