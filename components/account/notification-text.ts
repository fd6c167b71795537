'use client'

import { useTranslations } from 'use-intl'
import type { Notification } from '@/lib/firebase/account'
import { welcomeName } from '@/lib/firebase/welcome'

/**
 * A notification's title and body as the reader sees them: as stored, except the welcome, which is stored in
 * English in its fixed words (the security rules accept only those) and shown in the page's language.
 */
export function useNotificationText(): (n: Notification) => { title: string; body: string } {
  const t = useTranslations('account')
  return (n) => {
    const name = welcomeName(n)
    return name === undefined ? { title: n.title, body: n.body } : { title: t('welcome.title', { name }), body: t('welcome.body') }
  }
}
