/**
 * The page map the docs theme receives on every page, without the frontmatter it never reads.
 *
 * Nextra's `getPageMap()` keeps each page's whole frontmatter (for a field page: prerequisites, related,
 * difficulty, file path), and `<Layout>` is a client component, so all of it was
 * serialised into every page's HTML and RSC payload: about 76 KB of a 105 KB layout payload. On the client
 * the theme only checks whether an item has `frontMatter` (a page, or a folder with an index page) and reads
 * its `display` and `theme`; titles are already resolved on the server. So those are all we pass on.
 */
import type { PageMapItem } from 'nextra'
import { defaultLocale, localeIds } from '@/lib/i18n/locales'

/** Frontmatter keys that nextra-theme-docs reads from the page map in the browser. */
export const CLIENT_FRONTMATTER_KEYS = ['display', 'theme'] as const

type Item = PageMapItem & { frontMatter?: Record<string, unknown>; children?: PageMapItem[] }

function pick(frontMatter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(CLIENT_FRONTMATTER_KEYS.filter((k) => k in frontMatter).map((k) => [k, frontMatter[k]]))
}

export function compactPageMap(items: readonly PageMapItem[]): PageMapItem[] {
  return items.map((entry) => {
    const item = entry as Item
    const compact: Item = { ...item }
    if ('frontMatter' in item) compact.frontMatter = item.frontMatter ? pick(item.frontMatter) : item.frontMatter
    if (Array.isArray(item.children)) compact.children = compactPageMap(item.children)
    return compact as PageMapItem
  })
}

/**
 * The English site's page map: Nextra's, without the translations' folders (content/ar, content/zh), which
 * are pages of the other languages' routes (app/ar, app/zh), not of the English sidebar.
 */
export function withoutTranslations(items: readonly PageMapItem[]): PageMapItem[] {
  return items.filter((item) => !('name' in item && TRANSLATION_FOLDERS.has(item.name)))
}

const TRANSLATION_FOLDERS: ReadonlySet<string> = new Set(localeIds.filter((l) => l !== defaultLocale))
