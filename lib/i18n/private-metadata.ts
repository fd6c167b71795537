/**
 * The metadata of the pages search engines should not list (the account area, log in, sign up): the
 * page's title in its language, from the `sections` messages that also name it in the menus.
 */
import type { Metadata } from 'next'
import type { Locale } from './locales'
import { getTranslations } from './server'

export type PrivatePage = `account.${'dashboard' | 'profile' | 'settings' | 'billing' | 'notifications'}` | `auth.${'login' | 'signUp'}`

export function privatePageMetadata(page: PrivatePage, locale: Locale): Metadata {
  return { title: getTranslations('sections', locale)(page), robots: { index: false } }
}
