import type { ComponentProps } from 'react'
import { useMDXComponents as getDocsMDXComponents } from 'nextra-theme-docs'
import { linkTarget } from '@/lib/i18n/page-map'
import { translatedRoutesOf } from '@/lib/i18n/translated-routes'
import { requestLocale } from '@/lib/i18n/server'

const DocsAnchor = getDocsMDXComponents().a as (props: ComponentProps<'a'>) => React.ReactNode

/**
 * A link in MDX. Content links name English addresses (`/mathematics/real-analysis`); on an Arabic or
 * Chinese page the link leads to the same page in the reader's language, as every page exists under each
 * prefix, except a link to a place on a page that language has not translated, which leads to the English
 * page (lib/i18n/page-map.ts, `linkTarget`). English pages keep their links as written.
 */
export async function LocalizedAnchor({ href, ...props }: ComponentProps<'a'>) {
  const locale = requestLocale()
  if (href === undefined || locale === 'en') return <DocsAnchor href={href} {...props} />
  const target = linkTarget(href, locale, await translatedRoutesOf(locale))
  return <DocsAnchor {...props} href={target.href} hrefLang={target.lang} />
}
