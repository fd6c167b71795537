/**
 * What the auth and account screens say, as a message of the `auth` namespace (messages/<locale>/auth.json)
 * rather than English text: lib/ stays pure and language-free, and the screen translates, with
 * `const t = useTranslations('auth')` and `t(message.key, message.values)`. Pure; types only.
 */
import type { Messages } from '@/lib/i18n/messages'

/** Every key path of a catalogue tree ('errors.generic', 'validation.nameRequired', …). */
type KeyPaths<T> = { [K in keyof T & string]: T[K] extends string ? K : `${K}.${KeyPaths<T[K]>}` }[keyof T & string]

type AuthMessages = Messages['auth']

/** A key of the `auth` namespace. */
export type AuthKey = KeyPaths<AuthMessages>

/** A Firebase Auth error's message: `errors.<id>`. */
export type AuthErrorKey = `errors.${keyof AuthMessages['errors'] & string}`

/** A form rule's message: `validation.<id>`. */
export type ValidationKey = `validation.${keyof AuthMessages['validation'] & string}`

/** A message to show: its key in the `auth` namespace and the ICU arguments it takes, if any. */
export interface AuthMessage<K extends AuthKey = AuthKey> {
  key: K
  values?: Record<string, string | number>
}
