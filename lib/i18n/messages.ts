/**
 * The interface strings of every language: messages/<locale>/<namespace>.json, gathered by each
 * language's index. English is the reference: the other catalogues are typed as it, and
 * tests/unit/messages.test.ts checks they have the same keys and the same ICU arguments.
 */
import ar from '@/messages/ar'
import en from '@/messages/en'
import zh from '@/messages/zh'
import type { Locale } from './locales'

export type Messages = typeof en
export type Namespace = keyof Messages

export const messages: Record<Locale, Messages> = { en, ar, zh }
