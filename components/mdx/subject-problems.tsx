import { LocaleLink as Link } from '@/components/locale-link.client'
import { localizedAllFields, localizedSubject } from '@/lib/catalogue/translations'
import { fieldPages, type FieldPage } from '@/lib/content/fields'
import { translatedRoutesOf } from '@/lib/i18n/translated-routes'
import { getTranslations, requestLocale } from '@/lib/i18n/server'
import { groupByDifficulty } from '@/lib/problem-groups'

type Translate = ReturnType<typeof getTranslations<'problems'>>

/**
 * One field's problems, each linking to the problem on the field's page. In another language, a field
 * whose page is not translated links to its problems on the English page (`english`), titled in English.
 */
function FieldProblems({ field, problems, t, english }: Pick<FieldPage, 'field' | 'problems'> & { t: Translate; english: boolean }) {
  return (
    <section className="mt-4" aria-label={field.title}>
      <h4 className="font-semibold">
        <Link href={field.href} className="text-primary underline">{field.title}</Link>
        <span className="ms-2 text-sm font-normal text-muted">
          {t('subject.fieldCount', { count: problems.length })}
        </span>
      </h4>
      <ul className="mt-2 list-disc ps-6" lang={english ? 'en' : undefined}>
        {problems.map((p) => {
          const label = p.title ? t('problemWithTitle', { number: String(p.number), title: p.title }) : t('problemNumber', { number: String(p.number) })
          return (
            <li key={p.id}>
              {english ? (
                <a href={`${field.href}#${p.id}`} hrefLang="en" className="underline">{label}</a>
              ) : (
                <Link href={`${field.href}#${p.id}`} className="underline">{label}</Link>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

/**
 * The practice problems of a subject, gathered from its field pages (the pages stay their only source),
 * grouped by the fields' difficulty and then by field, each linking to the problem on its page.
 */
export async function SubjectProblems({ subject }: { subject: string }) {
  const locale = requestLocale()
  const s = localizedSubject(subject, locale)
  if (!s) throw new Error(`<SubjectProblems subject="${subject}">: not a subject of the catalogue`)
  const t = getTranslations('problems')
  const pages = fieldPages(undefined, locale)
  const translated = await translatedRoutesOf(locale)
  const items = localizedAllFields(locale)
    .filter((f) => f.subject.slug === s.slug)
    .map((f) => ({ ...pages.get(f.ref)!, field: f }))
    .map((p) => ({ ...p, difficulty: p.frontmatter.difficulty, problemCount: p.problems.length }))
  const groups = groupByDifficulty(items)
  const total = items.reduce((n, p) => n + p.problemCount, 0)
  const fieldCount = items.filter((p) => p.problemCount > 0).length
  if (total === 0) {
    return <p className="mt-4">{t('subject.none', { subject: s.title })}</p>
  }
  return (
    <div className="mt-4">
      <p className="text-sm text-muted">{t('subject.summary', { total, fieldCount })}</p>
      {groups.map(({ difficulty, items: fields }) => {
        const level = difficulty ? t(`subject.level.${difficulty}`) : t('subject.otherFields')
        return (
          <section key={difficulty ?? 'other'} className="mt-8" aria-label={level}>
            <h3 className="text-xl font-semibold">{level}</h3>
            {fields.map(({ field, problems }) => (
              <FieldProblems key={field.ref} field={field} problems={problems} t={t} english={locale !== 'en' && !translated.has(field.href)} />
            ))}
          </section>
        )
      })}
    </div>
  )
}
