/**
 * The site's routes as data: every public page (the sitemap's list), the account entry pages and the
 * account area. One source for the sitemap, the `?next=` check, the sidebar's hidden app routes and the
 * tests that visit every page.
 */
import { ACCOUNT_ROUTES } from '@/lib/account-routes'
import { allFields, subjects } from '@/lib/catalogue'
import { sections } from '@/lib/content/meta'

export { ACCOUNT_ROUTES, AUTH_ROUTES } from '@/lib/account-routes'

/** The sections that have one page per subject below them. */
export const PER_SUBJECT_SECTIONS = ['solve', 'research'] as const

/** Every public page: home, sections and their per-subject pages, subjects, fields. */
export const publicRoutes: readonly string[] = [
  '/',
  ...sections.map((s) => `/${s.slug}`),
  ...PER_SUBJECT_SECTIONS.flatMap((section) => subjects.map((s) => `/${section}/${s.slug}`)),
  ...subjects.map((s) => `/${s.slug}`),
  ...allFields.map((f) => f.href),
]

const known = new Set<string>([...publicRoutes, ...ACCOUNT_ROUTES])

/** True for a page of ours a signed-in reader may be sent back to (not log in or sign up themselves). */
export const isReturnRoute = (pathname: string) => known.has(pathname)
