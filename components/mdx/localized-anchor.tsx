import type { ComponentProps } from 'react'
import { useMDXComponents as getDocsMDXComponents } from 'nextra-theme-docs'
import { localizedHref } from '@/lib/i18n/locales'
import { requestLocale } from '@/lib/i18n/server'

const DocsAnchor = getDocsMDXComponents().a as (props: ComponentProps<'a'>) => React.ReactNode

/**
 * A link in MDX. Content links name English addresses (`/mathematics/real-analysis`); on an Arabic or
 * Chinese page the link leads to the same page in the reader's language, as every page exists under each
 * prefix. English pages keep their links as written.
 */
export function LocalizedAnchor({ href, ...props }: ComponentProps<'a'>) {
  return <DocsAnchor {...props} href={href === undefined ? href : localizedHref(href, requestLocale())} />
}
