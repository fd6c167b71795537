// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AnnouncementBanner } from '@/components/announcement-banner'
import { FieldLinks } from '@/components/field-links'
import { PageFooter } from '@/components/page-footer'
import { PageHeader } from '@/components/page-header'
import { PageTrail } from '@/components/page-trail'
import { allFields } from '@/lib/catalogue'
import type { Locale } from '@/lib/i18n/locales'
import { renderIntl } from './intl'

// The page's language: React's per-request cache only exists on the server, so the tests set it here.
const page = vi.hoisted(() => ({ locale: 'en' as Locale }))
vi.mock('@/lib/i18n/server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/i18n/server')>()
  return {
    ...actual,
    requestLocale: () => page.locale,
    getTranslations: ((namespace, locale = page.locale) => actual.getTranslations(namespace, locale)) as typeof actual.getTranslations,
  }
})

beforeEach(() => {
  page.locale = 'en'
})

/** Server components of the page, inside the page's IntlProvider (their links are LocaleLinks). */
const render = (ui: Parameters<typeof renderIntl>[0]) => renderIntl(ui, { locale: page.locale })

const updated = new Date('2024-03-05T12:00:00Z')
const prev = { title: 'Optics', href: '/physics/optics' }
const next = { title: 'Thermodynamics', href: '/physics/thermodynamics' }

describe('<PageFooter>', () => {
  it('says when the page changed and names the previous and next pages', () => {
    render(<PageFooter updated={updated} prev={prev} next={next} />)
    const time = screen.getByText('March 5, 2024')
    expect(time.tagName).toBe('TIME')
    expect(time).toHaveAttribute('datetime', updated.toISOString())
    expect(time.parentElement).toHaveTextContent('Last updated on March 5, 2024')
    const nav = screen.getByRole('navigation', { name: 'Previous and next pages' })
    // (jsdom's accessible names drop the space a browser keeps between the hidden prefix and the title)
    const [before, after] = within(nav).getAllByRole('link')
    expect(before).toHaveTextContent(/^←Previous: Optics$/)
    expect(before).toHaveAttribute('rel', 'prev')
    expect(after).toHaveTextContent(/^Next: Thermodynamics→$/)
    expect(after).toHaveAttribute('href', '/physics/thermodynamics')
    expect(within(nav).getByText('Previous:')).toHaveClass('sr-only')
  })

  it('says it in Arabic and Chinese, with the date in that language', () => {
    page.locale = 'ar'
    const { unmount } = render(<PageFooter updated={updated} prev={prev} next={next} />)
    expect(screen.getByText(/آخر تحديث في/)).toHaveTextContent(new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(updated))
    expect(screen.getByRole('navigation', { name: 'الصفحتان السابقة والتالية' })).toBeInTheDocument()
    expect(screen.getAllByRole('link')[0]).toHaveTextContent('السابق: Optics')
    unmount()
    page.locale = 'zh'
    render(<PageFooter updated={updated} prev={prev} next={next} />)
    expect(screen.getByText(/最后更新于/)).toHaveTextContent('最后更新于2024年3月5日')
    expect(screen.getAllByRole('link')[1]).toHaveTextContent('下一页：Thermodynamics')
  })
})

describe('<PageTrail> and <PageHeader>', () => {
  const trail = [{ title: 'Physics', href: '/physics' }, { title: 'Optics' }]

  it('name the breadcrumb and the topic list', () => {
    render(<PageTrail trail={trail} />)
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toBeInTheDocument()
    const field = allFields.find((f) => f.topics.length > 0)!
    render(<PageHeader title={field.title} field={field} />)
    expect(screen.getByRole('list', { name: 'Topics' })).toBeInTheDocument()
  })

  it('name them in the page\'s language', () => {
    page.locale = 'ar'
    render(<PageTrail trail={trail} />)
    expect(screen.getByRole('navigation', { name: 'مسار التنقل' })).toBeInTheDocument()
    render(<PageHeader title="x" field={allFields[0]} />)
    expect(screen.getByRole('heading', { name: 'الموضوعات' })).toBeInTheDocument()
  })
})

describe('<FieldLinks>', () => {
  it('heads the prerequisites and related fields, and says when there are none', () => {
    render(<FieldLinks prerequisites={[]} related={[allFields[0]!.ref]} />)
    expect(screen.getByRole('heading', { name: 'Prerequisites and related fields' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Prerequisites' })).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Related fields' })).toBeInTheDocument()
    expect(screen.getByText('None: this is a starting point.')).toBeInTheDocument()
  })

  it('does so in Chinese', () => {
    page.locale = 'zh'
    render(<FieldLinks prerequisites={[]} related={[]} />)
    expect(screen.getByRole('heading', { name: '先修与相关领域' })).toBeInTheDocument()
    expect(screen.getAllByText('无：这是一个起点。')).toHaveLength(2)
  })
})

describe('<AnnouncementBanner>', () => {
  it('announces, links to Contribute and can be dismissed', () => {
    renderIntl(<AnnouncementBanner />)
    const banner = screen.getByRole('region', { name: 'Announcement' })
    expect(banner.querySelector('p')).toHaveTextContent(/^Noether is open to everyone: every page is free to read, and corrections are welcome\.$/)
    expect(within(banner).getByRole('link', { name: 'corrections are welcome' })).toHaveAttribute('href', '/contribute')
    expect(within(banner).getByRole('button', { name: 'Dismiss banner' })).toBeInTheDocument()
  })

  it('announces in Arabic on an Arabic page', () => {
    page.locale = 'ar'
    renderIntl(<AnnouncementBanner />, { locale: 'ar' })
    const banner = screen.getByRole('region', { name: 'إعلان' })
    // Its link stays in the reader's language.
    expect(within(banner).getByRole('link', { name: 'التصحيحات مرحَّب بها' })).toHaveAttribute('href', '/ar/contribute')
    expect(within(banner).getByRole('button', { name: 'إغلاق الإعلان' })).toBeInTheDocument()
  })
})
