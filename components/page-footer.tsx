import { LocaleLink as Link } from '@/components/locale-link.client'
import { localeInfo } from '@/lib/i18n/locales'
import { getTranslations, requestLocale } from '@/lib/i18n/server'
import type { PageNav } from '@/lib/page-nav'

/** "March 5, 2024" in the page's language, the date in UTC (as the build recorded it). */
const formatDate = (date: Date) =>
  new Intl.DateTimeFormat(localeInfo(requestLocale()).tag, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(date)

const hidden = (chunks: React.ReactNode) => <span className="sr-only">{chunks}</span>

/** The end of a docs page: when it last changed, then the previous and next pages in the sidebar's order. */
export function PageFooter({ updated, prev, next }: { updated?: Date; prev?: PageNav['prev']; next?: PageNav['next'] }) {
  const t = getTranslations('page')
  return (
    <div className="mt-12 print:hidden">
      {updated && !Number.isNaN(updated.getTime()) ? (
        <p className="mb-8 text-end text-xs text-muted">
          {t.rich('footer.lastUpdated', {
            date: formatDate(updated),
            time: (chunks) => <time dateTime={updated.toISOString()}>{chunks}</time>,
          })}
        </p>
      ) : null}
      {prev || next ? (
        <nav aria-label={t('footer.pages')} className="mb-8 flex items-center border-t border-border pt-8">
          {prev ? (
            <Link href={prev.href} prefetch={false} rel="prev" className="flex max-w-[50%] items-center gap-1 py-4 pe-4 text-base font-medium text-muted hover:text-foreground md:text-lg">
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span>
              <span>{t.rich('footer.previous', { title: prev.title, hidden })}</span>
            </Link>
          ) : null}
          {next ? (
            <Link href={next.href} prefetch={false} rel="next" className="ms-auto flex max-w-[50%] items-center gap-1 py-4 ps-4 text-end text-base font-medium text-muted hover:text-foreground md:text-lg">
              <span>{t.rich('footer.next', { title: next.title, hidden })}</span>
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
