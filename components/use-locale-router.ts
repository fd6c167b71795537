'use client'

import { useRouter } from 'next/navigation'
import { useMemo } from 'react'
import { useLocale } from 'use-intl'
import { localeOfTag, localizedHref } from '@/lib/i18n/locales'

/** next/navigation's router whose push and replace keep the reader in their language (LocaleLink's rule). */
export function useLocaleRouter() {
  const router = useRouter()
  const locale = localeOfTag(useLocale())
  return useMemo(
    () => ({
      ...router,
      push: (href: string) => router.push(localizedHref(href, locale)),
      replace: (href: string) => router.replace(localizedHref(href, locale)),
    }),
    [router, locale],
  )
}
