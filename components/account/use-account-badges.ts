'use client'

import { useTheme } from 'next-themes'
import { useEffect, useState } from 'react'
import { localeOfPath, rememberLocale, switchLocale, type Locale } from '@/lib/i18n/locales'
import { planById } from '@/lib/plans'
import { isThemeChoice } from '@/lib/theme/themes'

const APPLIED_KEY = 'noether-account-theme-applied'
const LANGUAGE_APPLIED_KEY = 'noether-account-language-applied'

/**
 * Live unread-notification count and Pro status of the signed-in user (Firestore, loaded on demand).
 * Once per sign-in on this browser it also applies the theme and the language saved to the account.
 */
export function useAccountBadges(uid: string) {
  const [unread, setUnread] = useState(0)
  const [pro, setPro] = useState(false)
  const { setTheme } = useTheme()
  useEffect(() => {
    let stops: (() => void)[] = []
    let live = true
    void Promise.all([import('@/lib/firebase/client'), import('@/lib/firebase/account')]).then(async ([client, account]) => {
      const db = await client.getDb()
      if (!live) return
      stops = [
        account.subscribeNotifications(db, uid, (items) => setUnread(items.filter((n) => !n.read).length), (e) => console.warn(e)),
        account.subscribePlan(db, uid, planById('pro').stripePrice ?? '', setPro, (e) => console.warn(e)),
        account.subscribeProfile(db, uid, (profile) => {
          applyLanguage(uid, profile?.language)
          let applied: string | null = null
          try {
            applied = sessionStorage.getItem(APPLIED_KEY)
          } catch {}
          if (applied === uid || !profile || !isThemeChoice(profile.theme)) return
          setTheme(profile.theme)
          try {
            sessionStorage.setItem(APPLIED_KEY, uid)
          } catch {}
        }),
      ]
    })
    return () => {
      live = false
      stops.forEach((stop) => stop())
    }
  }, [uid, setTheme])
  return { unread, pro }
}

/** Once per sign-in on this browser: the account's language, if it is not the page's, becomes the page's. */
function applyLanguage(uid: string, language: Locale | undefined) {
  try {
    if (!language || sessionStorage.getItem(LANGUAGE_APPLIED_KEY) === uid) return
    sessionStorage.setItem(LANGUAGE_APPLIED_KEY, uid)
  } catch {
    return
  }
  if (localeOfPath(location.pathname) !== language) switchLocale(language)
  else rememberLocale(language)
}
