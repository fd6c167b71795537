import { LocaleLink as Link } from '@/components/locale-link.client'
import type { ResolvedField } from '@/lib/catalogue'

/** A field of the catalogue as a card: title, one-line description, link to its page. */
export function FieldCard({ field }: { field: ResolvedField }) {
  return (
    <li className="list-none">
      <Link
        href={field.href}
        className="block h-full rounded-lg border border-border p-4 no-underline transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary"
        data-subject={field.subject.slug}
      >
        <span className="block font-semibold text-foreground">{field.title}</span>
        <span className="mt-1 block text-sm text-muted">{field.description}</span>
      </Link>
    </li>
  )
}
