/**
 * The site's structure as data, in one place: the sections, which of them have one page per subject,
 * where each kind of page lives, every public page (the sitemap's list), the account entry pages and the
 * account area (lib/account-routes.ts, re-exported). Navigation, the sidebar's _meta, the sitemap,
 * robots, the `?next=` check, the content check, the search index and the tests all read it.
 */
import { ACCOUNT_ROUTES } from '@/lib/account-routes'
import { allFields, isSubjectSlug, subjects } from '@/lib/catalogue'
import { unprefixed } from '@/lib/i18n/locales'

export { ACCOUNT_ROUTES, AUTH_ROUTES } from '@/lib/account-routes'

/**
 * The six top-level sections, in header order. `perSubject`: one page per subject below it
 * (content/{section}/{subject}.mdx). `dropdown`: a header menu listing the subjects (the subject pages,
 * or the section's own page per subject); the others are plain header links. `title` is the English name
 * (the sidebar's _meta reads it); the interface shows the catalogue's `sections.<slug>` in the page's language.
 */
export const sections = [
  { slug: 'learn', title: 'Learn', perSubject: false, dropdown: true },
  { slug: 'solve', title: 'Solve', perSubject: true, dropdown: true },
  { slug: 'research', title: 'Research', perSubject: true, dropdown: true },
  { slug: 'library', title: 'Library', perSubject: false, dropdown: false },
  { slug: 'contribute', title: 'Contribute', perSubject: false, dropdown: false },
  { slug: 'about', title: 'About', perSubject: false, dropdown: false },
] as const

export type Section = (typeof sections)[number]
/** A section's slug, which is also its title's key in the `sections` message namespace. */
export type SectionSlug = Section['slug']
type PerSubjectSection = Extract<Section, { perSubject: true }>['slug']

/** The sections that have one page per subject below them (content/{section}/{subject}.mdx). */
export const PER_SUBJECT_SECTIONS = sections.filter((s) => s.perSubject).map((s) => s.slug) as PerSubjectSection[]

export const sectionHref = (section: string) => `/${section}`
export const subjectHref = (subject: string) => `/${subject}`
export const perSubjectHref = (section: PerSubjectSection, subject: string) => `/${section}/${subject}`

/** Every public page: home, sections and their per-subject pages, subjects, fields. */
export const publicRoutes: readonly string[] = [
  '/',
  ...sections.map((s) => sectionHref(s.slug)),
  ...PER_SUBJECT_SECTIONS.flatMap((section) => subjects.map((s) => perSubjectHref(section, s.slug))),
  ...subjects.map((s) => subjectHref(s.slug)),
  ...allFields.map((f) => f.href),
]

/** The `[...mdxPath]` params of every public page but home (each language's catch-all route renders these). */
export const contentPageParams = () => publicRoutes.filter((r) => r !== '/').map((r) => ({ mdxPath: r.slice(1).split('/') }))

const known = new Set<string>([...publicRoutes, ...ACCOUNT_ROUTES])

/** True for a page of ours, in any language, a signed-in reader may be sent back to (not log in or sign up themselves). */
export const isReturnRoute = (pathname: string) => known.has(unprefixed(pathname))

/** The route of a content file, relative to content/: a/b.mdx is /a/b, a/index.mdx is /a, index.mdx is /. */
export function contentRoute(relativeFile: string): string {
  const route = `/${relativeFile.replace(/\\/g, '/').replace(/\.mdx?$/, '')}`.replace(/\/index$/, '')
  return route === '' ? '/' : route
}

/** The content file (relative to content/) of a section or per-subject page: the inverse of contentRoute. */
export function contentFileOf(route: string): string {
  const slug = route.slice(1)
  return sections.some((s) => s.slug === slug && s.perSubject) ? `${slug}/index.mdx` : `${slug}.mdx`
}

/** A field page: /{subject}/{field}, a page of a subject's folder (whether or not the catalogue lists it). */
export function isFieldRoute(route: string): boolean {
  const parts = route.split('/').filter(Boolean)
  return parts.length === 2 && isSubjectSlug(parts[0]!)
}
