'use client'

import Link from 'next/link'
import type { ComponentProps } from 'react'
import { useLocale } from 'use-intl'
import { localeOfTag, localizedHref } from '@/lib/i18n/locales'

/**
 * next/link in the page's language: an internal address gets the language's prefix (/learn is /ar/learn
 * on an Arabic page), so every link of the shared components stays in the reader's language. Used in
 * place of next/link throughout components/.
 */
export function LocaleLink({ href, ...props }: ComponentProps<typeof Link>) {
  const locale = localeOfTag(useLocale())
  return <Link href={typeof href === 'string' ? localizedHref(href, locale) : href} {...props} />
}
