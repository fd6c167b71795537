/**
 * The interface strings of every language: messages/<locale>/<namespace>.json, gathered by each
 * language's index. English is the reference: the other catalogues are typed as it, and
 * tests/unit/messages.test.ts checks they have the same keys and the same ICU arguments.
 *
 * `sourceMessages` are the catalogues as written; `messages`, what every translator and provider is
 * given, the same compiled for use-intl's format-only formatter (lib/i18n/compile.ts).
 */
import ar from '@/messages/ar'
import en from '@/messages/en'
import zh from '@/messages/zh'
import { compileMessages } from './compile'
import type { Locale } from './locales'

export type Messages = typeof en
export type Namespace = keyof Messages

export const sourceMessages: Record<Locale, Messages> = { en, ar, zh }

export const messages: Record<Locale, Messages> = compileMessages(sourceMessages)

/**
 * The namespaces the islands of every page use (header, menus, search, themes, banner, copy button): the
 * root layout hands these to the browser. Other islands get theirs from an I18nScope around them
 * (components/i18n-scope.tsx), so a page carries only the strings its islands can show.
 */
export const CHROME_NAMESPACES = ['header', 'theme', 'search', 'banner', 'page', 'sections'] as const

/** The part of a catalogue under the given dotted paths ('auth', 'explorables.pendulum'), for an IntlProvider. */
export function pickMessages(all: Messages, paths: readonly string[]): Messages {
  const out: Record<string, unknown> = {}
  for (const path of paths) {
    const keys = path.split('.')
    let from: unknown = all
    for (const key of keys) from = (from as Record<string, unknown> | undefined)?.[key]
    if (from === undefined) throw new Error(`no messages at "${path}"`)
    let into = out
    for (const key of keys.slice(0, -1)) into = (into[key] ??= {}) as Record<string, unknown>
    into[keys.at(-1)!] = from
  }
  // Only the picked part exists at run time; use-intl reports any key read outside it.
  return out as Messages
}
