/**
 * Where a docs page sits: the trail of pages above it (the breadcrumb) and the pages before and after it in
 * the sidebar's order. Nextra's own breadcrumb, "Last updated" line and previous/next links sit outside the
 * page's <main>, so no landmark holds them (axe's `region` rule); ours are rendered inside it
 * (components/page-trail.tsx, components/page-footer.tsx) from the same page map and the same ordering,
 * Nextra's `normalizePages`, on the server and with no client JavaScript.
 */
import type { PageMapItem } from 'nextra'
import { normalizePages } from 'nextra/normalize-pages'

export type PageLink = { title: string; href: string }
export type PageNav = {
  /** From the top-level section or subject down to the page itself (which has no href). */
  trail: { title: string; href?: string }[]
  prev?: PageLink
  next?: PageLink
}

type Item = { name: string; route: string; title?: unknown; frontMatter?: unknown; children?: Item[]; isUnderCurrentDocsTree?: boolean }

const titleOf = (item: Item) => (typeof item.title === 'string' && item.title ? item.title : item.name)

export function pageNav(pageMap: PageMapItem[], route: string): PageNav {
  const result = normalizePages({ list: pageMap, route })
  const path = result.activePath as unknown as Item[]
  const trail = path.map((item, i) => {
    const next = path[i + 1]
    if (!next) return { title: titleOf(item) }
    // A folder with an index page links to it; one without links to its first page, unless that is the next step.
    const href = 'frontMatter' in item ? item.route : item.children?.[0]?.route !== next.route ? item.children?.[0]?.route : undefined
    return href ? { title: titleOf(item), href } : { title: titleOf(item) }
  })
  if (result.activeType !== 'doc') return { trail }
  const docs = result.flatDocsDirectories as unknown as Item[]
  const link = (item: Item | undefined): PageLink | undefined =>
    item && item.isUnderCurrentDocsTree !== false && item.route ? { title: titleOf(item), href: item.route } : undefined
  return { trail, prev: link(docs[result.activeIndex - 1]), next: link(docs[result.activeIndex + 1]) }
}
