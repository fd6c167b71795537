/**
 * Nextra navigation metadata (`content/**\/_meta.ts`), derived from the catalogue so the sidebar can
 * never disagree with it. Nextra itself fails the build when an entry names a page that does not exist.
 */
import type { MetaRecord } from 'nextra'
import { ACCOUNT_ROUTES, AUTH_ROUTES } from '@/lib/account-routes'
import { getSubject, subjects } from '@/lib/catalogue'
import { defaultLocale, localeIds } from '@/lib/i18n/locales'
import { sections } from '@/lib/routes'

/** content/_meta.ts: sections, then the subjects as folders. The home page is an app route, hidden here. */
/** App routes outside the docs: hidden from the sidebar (Nextra's page map lists them too). */
export const appRoutes = [...AUTH_ROUTES, ...ACCOUNT_ROUTES].map((route) => route.slice(1))

export function rootMeta(): MetaRecord {
  return {
    // Every page below inherits this: the breadcrumb, "Last updated" and previous/next links are rendered by
    // app/[...mdxPath]/page.tsx inside the page's <main> (lib/page-nav.ts says why).
    '*': { theme: { breadcrumb: false, pagination: false, timestamp: false } },
    index: { display: 'hidden' },
    ...Object.fromEntries(appRoutes.map((r) => [r, { display: 'hidden' as const }])),
    // content/ar, content/zh: the translated pages, served under their language's prefix (app/ar, app/zh).
    ...Object.fromEntries(localeIds.filter((l) => l !== defaultLocale).map((l) => [l, { display: 'hidden' as const }])),
    ...Object.fromEntries(sections.map((s) => [s.slug, s.title])),
    '--subjects': { type: 'separator', title: 'Subjects' },
    ...Object.fromEntries(subjects.map((s) => [s.slug, s.title])),
  }
}

/** content/{subject}/_meta.ts: the subject's fields in catalogue order. */
export function subjectMeta(slug: string): MetaRecord {
  const subject = getSubject(slug)
  if (!subject) throw new Error(`subjectMeta: "${slug}" is not a subject of the catalogue`)
  return Object.fromEntries(subject.fields.map((f) => [f.slug, f.title]))
}

/** content/{section}/_meta.ts of each per-subject section (lib/routes.ts): one page per subject. */
export function perSubjectMeta(): MetaRecord {
  return Object.fromEntries(subjects.map((s) => [s.slug, s.title]))
}
