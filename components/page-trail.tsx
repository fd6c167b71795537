import { LocaleLink as Link } from '@/components/locale-link.client'
import { getTranslations } from '@/lib/i18n/server'
import type { PageNav } from '@/lib/page-nav'

/** The breadcrumb: the pages above this one, as links, then this page. */
export function PageTrail({ trail }: { trail: PageNav['trail'] }) {
  if (trail.length < 2) return null
  const t = getTranslations('page')
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-muted">
      <ol className="m-0 flex list-none flex-wrap items-center gap-1 p-0">
        {trail.map((step, i) => (
          <li key={`${i}-${step.title}`} className="flex items-center gap-1">
            {i > 0 ? (
              <span aria-hidden="true" className="inline-block select-none rtl:-scale-x-100">
                ›
              </span>
            ) : null}
            {step.href ? (
              <Link href={step.href} prefetch={false} className="rounded-sm hover:text-foreground hover:underline">
                {step.title}
              </Link>
            ) : (
              <span aria-current="page" className="font-medium text-foreground">
                {step.title}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
