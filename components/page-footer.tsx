import Link from 'next/link'
import type { PageNav } from '@/lib/page-nav'

const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** The end of a docs page: when it last changed, then the previous and next pages in the sidebar's order. */
export function PageFooter({ updated, prev, next }: { updated?: Date; prev?: PageNav['prev']; next?: PageNav['next'] }) {
  return (
    <div className="mt-12 print:hidden">
      {updated && !Number.isNaN(updated.getTime()) ? (
        <p className="mb-8 text-end text-xs text-muted">
          Last updated on <time dateTime={updated.toISOString()}>{dateFormat.format(updated)}</time>
        </p>
      ) : null}
      {prev || next ? (
        <nav aria-label="Previous and next pages" className="mb-8 flex items-center border-t border-border pt-8">
          {prev ? (
            <Link href={prev.href} prefetch={false} rel="prev" className="flex max-w-[50%] items-center gap-1 py-4 pe-4 text-base font-medium text-muted hover:text-foreground md:text-lg">
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span>
              <span>
                <span className="sr-only">Previous: </span>
                {prev.title}
              </span>
            </Link>
          ) : null}
          {next ? (
            <Link href={next.href} prefetch={false} rel="next" className="ms-auto flex max-w-[50%] items-center gap-1 py-4 ps-4 text-end text-base font-medium text-muted hover:text-foreground md:text-lg">
              <span>
                <span className="sr-only">Next: </span>
                {next.title}
              </span>
              <span aria-hidden="true" className="inline-block rtl:-scale-x-100">→</span>
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  )
}
