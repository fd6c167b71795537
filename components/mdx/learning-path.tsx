import { LocaleLink as Link } from '@/components/locale-link.client'
import type { ResolvedField } from '@/lib/catalogue'
import { localizedAllFields, localizedSubject, resolveLocalizedFieldRef } from '@/lib/catalogue/translations'
import { fieldPages } from '@/lib/content/fields'
import type { Locale } from '@/lib/i18n/locales'
import { getTranslations, requestLocale } from '@/lib/i18n/server'
import { learningPath } from '@/lib/learning-path'

type Translate = ReturnType<typeof getTranslations<'blocks'>>
type FieldPages = ReturnType<typeof fieldPages>

/** The fields of other subjects worth knowing first, as links. */
function ExternalPrerequisites({ external, t, locale }: { external: string[]; t: Translate; locale: Locale }) {
  const links = external.map((ref, i) => {
    const f = resolveLocalizedFieldRef(ref, locale)
    return f ? (
      <span key={ref}>
        {i > 0 ? t('learningPath.separator') : ''}
        <Link href={f.href} className="text-primary underline">{f.title}</Link>
      </span>
    ) : null
  })
  return <p className="text-sm text-muted">{t.rich('learningPath.external', { fields: () => links })}</p>
}

/** One field of the path: its link, description, difficulty and the fields to read before it. */
function PathItem({ field: f, pages, t, locale }: { field: ResolvedField; pages: FieldPages; t: Translate; locale: Locale }) {
  const difficulty = pages.get(f.ref)?.frontmatter.difficulty
  const prereqs = pages.get(f.ref)?.frontmatter.prerequisites.map((ref) => resolveLocalizedFieldRef(ref, locale)).filter((p) => p !== undefined) ?? []
  const notes = [
    difficulty ? t(`learningPath.difficulty.${difficulty}`) : undefined,
    prereqs.length > 0 ? t('learningPath.after', { fields: prereqs.map((p) => p.title).join(t('learningPath.separator')) }) : undefined,
  ].filter((n): n is string => n !== undefined)
  return (
    <li className="my-1">
      <Link href={f.href} className="font-medium text-primary underline">{f.title}</Link>
      <span className="text-sm text-muted">
        {' '}— {f.description}
        {notes.length > 0 ? t('learningPath.notes', { notes: notes.join(t('learningPath.noteSeparator')) }) : ''}
      </span>
    </li>
  )
}

/** A subject's fields in prerequisite order, as a numbered list (read from the field pages at build time). */
export function LearningPath({ subject }: { subject: string }) {
  const locale = requestLocale()
  const s = localizedSubject(subject, locale)
  if (!s) throw new Error(`<LearningPath subject="${subject}">: not a subject of the catalogue`)
  const t = getTranslations('blocks')
  const pages = fieldPages()
  const fields = localizedAllFields(locale).filter((f) => f.subject.slug === s.slug)
  const { order, external } = learningPath(
    fields.map((f) => ({ ref: f.ref, prerequisites: pages.get(f.ref)?.frontmatter.prerequisites ?? [] })),
  )
  return (
    <div className="mt-4">
      {external.length > 0 ? <ExternalPrerequisites external={external} t={t} locale={locale} /> : null}
      <ol className="mt-3 list-decimal ps-6" aria-label={t('learningPath.order', { subject: s.title })}>
        {order.map((ref) => (
          <PathItem key={ref} field={resolveLocalizedFieldRef(ref, locale)!} pages={pages} t={t} locale={locale} />
        ))}
      </ol>
    </div>
  )
}
