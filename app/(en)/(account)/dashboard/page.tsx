import type { Metadata } from 'next'
import { Dashboard } from '@/components/account/lazy-screens.client'
import { subjects } from '@/lib/catalogue'
import { fieldPages } from '@/lib/content/fields'

export const metadata: Metadata = { title: 'Dashboard', robots: { index: false } }

export default function DashboardPage() {
  const pages = [...fieldPages().values()]
  const summary = subjects.map((s) => ({
    slug: s.slug,
    title: s.title,
    fields: s.fields.length,
    problems: pages.filter((p) => p.field.subject.slug === s.slug).reduce((n, p) => n + p.problems.length, 0),
  }))
  return <Dashboard subjects={summary} />
}
