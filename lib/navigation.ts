/**
 * The site's navigation, derived from the catalogue and the section list: the header's Learn, Solve and
 * Research dropdowns, its direct links, and the mobile menu's groups all read from here. Each entry keeps
 * its English `title` and names its title's key in the `sections` message namespace (`titleKey`), which
 * the interface shows in the page's language; the subjects' titles and descriptions are the catalogue's.
 */
import { subjects } from '@/lib/catalogue'
import type { NavGroup, NavItem } from '@/lib/nav-items'
import { perSubjectHref, sectionHref, sections, subjectHref, type SectionSlug } from '@/lib/routes'

export { isActivePath, visibleItems, type NavGroup, type NavItem } from '@/lib/nav-items'

/** The key, in the `sections` namespace, of a navigation entry's title: a section's slug, or `home`. */
export type SiteLinkKey = SectionSlug | 'home'

const bySubject = (href: (subject: string) => string): NavItem[] =>
  subjects.map((s) => ({
    title: s.title,
    href: href(s.slug),
    description: s.description.charAt(0).toUpperCase() + s.description.slice(1),
    variant: s.variant,
  }))

/**
 * Header dropdowns, in section order: Learn lists the subject pages, each per-subject section (Solve,
 * Research) its own pages per subject.
 */
export const menuGroups: readonly (NavGroup & { titleKey: SectionSlug })[] = sections
  .filter((s) => s.dropdown)
  .map((s) => ({
    title: s.title,
    titleKey: s.slug,
    href: sectionHref(s.slug),
    items: bySubject(s.perSubject ? (subject) => perSubjectHref(s.slug, subject) : subjectHref),
  }))

/** Library, Contribute, About: plain links after the dropdowns. */
export const directLinks: readonly (NavItem & { href: string; titleKey: SectionSlug })[] = sections
  .filter((s) => !s.dropdown)
  .map((s) => ({ title: s.title, titleKey: s.slug, href: sectionHref(s.slug) }))

/** Home and the six sections, as the search dialog's Links group lists them. */
export const siteLinks: readonly (NavItem & { href: string; titleKey: SiteLinkKey })[] = [
  { title: 'Home', titleKey: 'home', href: '/' },
  ...sections.map((s) => ({ title: s.title, titleKey: s.slug, href: sectionHref(s.slug) })),
]
