import type { Metadata } from 'next'
import { privatePageMetadata } from '@/lib/i18n/private-metadata'
import { Dashboard } from '@/components/account/lazy-screens.client'
import { localizedSubjects } from '@/lib/catalogue/translations'
import { fieldPages } from '@/lib/content/fields'
import { requestLocale } from '@/lib/i18n/server'

export const metadata: Metadata = privatePageMetadata('account.dashboard', 'en')

export default function DashboardPage() {
  const pages = [...fieldPages().values()]
  // In the request's language: app/ar and app/zh render this page after setting theirs.
  const summary = localizedSubjects(requestLocale()).map((s) => ({
    slug: s.slug,
    title: s.title,
    fields: s.fields.length,
    problems: pages.filter((p) => p.field.subject.slug === s.slug).reduce((n, p) => n + p.problems.length, 0),
  }))
  return <Dashboard subjects={summary} />
}
