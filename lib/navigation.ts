/**
 * The site's navigation, derived from the catalogue and the section list: the header's Learn, Solve and
 * Research dropdowns, its direct links, and the mobile menu's groups all read from here.
 */
import { subjects } from '@/lib/catalogue'
import { sections } from '@/lib/content/meta'
import type { NavGroup, NavItem } from '@/lib/nav-items'

export { isActivePath, visibleItems, type NavGroup, type NavItem } from '@/lib/nav-items'

const bySubject = (prefix: string): NavItem[] =>
  subjects.map((s) => ({
    title: s.title,
    href: `${prefix}/${s.slug}`,
    description: s.description.charAt(0).toUpperCase() + s.description.slice(1),
    variant: s.variant,
  }))

/** Header dropdowns, in order: Learn lists the subject pages, Solve and Research their subject pages. */
export const menuGroups: readonly NavGroup[] = [
  { title: 'Learn', href: '/learn', items: bySubject('') },
  { title: 'Solve', href: '/solve', items: bySubject('/solve') },
  { title: 'Research', href: '/research', items: bySubject('/research') },
]

const inMenus = new Set(menuGroups.map((g) => g.href))

/** Library, Contribute, About: plain links after the dropdowns. */
export const directLinks: readonly (NavItem & { href: string })[] = sections
  .map((s) => ({ title: s.title, href: `/${s.slug}` }))
  .filter((l) => !inMenus.has(l.href))

/** Home and the six sections, as the search dialog's Links group lists them. */
export const siteLinks: readonly (NavItem & { href: string })[] = [
  { title: 'Home', href: '/' },
  ...sections.map((s) => ({ title: s.title, href: `/${s.slug}` })),
]
