import { LocaleLink as Link } from '@/components/locale-link.client'
import { resolveLocalizedFieldRef } from '@/lib/catalogue/translations'
import { getTranslations, requestLocale } from '@/lib/i18n/server'

export const FIELD_LINKS_ID = 'prerequisites-and-related-fields'

function FieldList({ label, refs }: { label: string; refs: readonly string[] }) {
  const locale = requestLocale()
  const fields = refs.map((ref) => resolveLocalizedFieldRef(ref, locale)).filter((f) => f !== undefined)
  const t = getTranslations('page')
  return (
    <div>
      <h3 className="font-semibold">{label}</h3>
      {fields.length === 0 ? (
        <p className="mt-1 text-sm text-muted">{t('fieldLinks.none')}</p>
      ) : (
        <ul className="mt-2 grid gap-2 p-0! sm:grid-cols-2">
          {fields.map((f) => (
            <li key={f.ref} className="list-none">
              <Link href={f.href} className="block rounded-md border border-border p-3 hover:bg-surface">
                <span className="block font-medium text-primary">{f.title}</span>
                <span className="block text-sm text-muted">{f.description}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

/** Links to a field's prerequisites and related fields, from its frontmatter. */
export function FieldLinks({ prerequisites, related }: { prerequisites: readonly string[]; related: readonly string[] }) {
  const t = getTranslations('page')
  return (
    <section className="mt-12 space-y-6 border-t border-border pt-6" aria-labelledby={FIELD_LINKS_ID}>
      <h2 id={FIELD_LINKS_ID} className="text-2xl font-semibold">{t('fieldLinks.heading')}</h2>
      <FieldList label={t('fieldLinks.prerequisites')} refs={prerequisites} />
      <FieldList label={t('fieldLinks.related')} refs={related} />
    </section>
  )
}
