/**
 * The page map of another language: the English tree (Nextra's, from content/) with every route under the
 * language's prefix and every title the language has in its place. The sidebar, breadcrumbs and
 * previous/next links of an Arabic or Chinese page come from it, so a page that is not translated yet is
 * still listed, in the reader's language, and leads to that language's page.
 */
import type { PageMapItem } from 'nextra'
import { localizedHref, pathInLocale, unprefixed, type Locale } from './locales'

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

/**
 * The English routes a language has a translated page for: the pages of its folder in Nextra's page map
 * (content/ar, content/zh). Every other route of the language is the short untranslated page.
 */
export function translatedRoutes(items: readonly PageMapItem[], locale: Locale): ReadonlySet<string> {
  const folder = items.find((item) => 'name' in item && item.name === locale) as Item | undefined
  const routes = new Set<string>()
  const walk = (list: readonly PageMapItem[]) => {
    for (const entry of list) {
      const item = entry as Item
      if ('frontMatter' in item && typeof item.route === 'string') routes.add(unprefixed(item.route))
      if (Array.isArray(item.children)) walk(item.children)
    }
  }
  if (locale !== 'en' && folder?.children) walk(folder.children)
  return routes
}

/**
 * Where an internal link on a page in `locale` leads: the same page in that language, or, when the link
 * names a place on a page the language has not translated (`/physics/optics#problem-2`), the English page,
 * because the language's short page has no such place. `lang` is set when the target is English.
 */
export function linkTarget(href: string, locale: Locale, translated: ReadonlySet<string>): { href: string; lang?: 'en' } {
  if (locale === 'en' || !href.startsWith('/') || href.startsWith('//')) return { href }
  const [path = '/', hash] = href.split('#')
  if (hash !== undefined && !translated.has(unprefixed(path))) return { href: `${unprefixed(path)}#${hash}`, lang: 'en' }
  return { href: localizedHref(href, locale) }
}
