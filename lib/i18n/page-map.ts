/**
 * The page map of another language: the English tree (Nextra's, from content/) with every route under the
 * language's prefix and every title the language has in its place. The sidebar, breadcrumbs and
 * previous/next links of an Arabic or Chinese page come from it, so a page that is not translated yet is
 * still listed, in the reader's language, and leads to that language's page.
 */
import type { PageMapItem } from 'nextra'
import { pathInLocale, type Locale } from './locales'

type Item = PageMapItem & { route?: string; title?: unknown; children?: PageMapItem[] }

/** A title for a route in a language, or undefined to keep the English one. */
export type TitleOf = (route: string, locale: Locale) => string | undefined

export function localizePageMap(items: readonly PageMapItem[], locale: Locale, titleOf: TitleOf = () => undefined): PageMapItem[] {
  if (locale === 'en') return [...items]
  return items.map((entry) => {
    const item = entry as Item
    const out: Item = { ...item }
    if (typeof item.route === 'string') {
      out.route = pathInLocale(item.route, locale)
      const title = titleOf(item.route, locale)
      if (title !== undefined && 'title' in item) out.title = title
    }
    if (Array.isArray(item.children)) out.children = localizePageMap(item.children, locale, titleOf)
    return out as PageMapItem
  })
}
