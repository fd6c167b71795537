import Link from 'next/link'
import { localizedSubjects } from '@/lib/catalogue/translations'
import { localeInfo, localizedHref, type Locale } from '@/lib/i18n/locales'
import { getTranslations } from '@/lib/i18n/server'
import { sectionHref, sections, subjectHref } from '@/lib/routes'

/**
 * The body of the 404 page in one language, with links back into the site in that language. Plain
 * next/link with the prefix written out: the global 404 page renders all three outside any provider.
 */
export function NotFoundBody({ locale = 'en', hidden = false }: { locale?: Locale; hidden?: boolean }) {
  const t = getTranslations('pages', locale)
  const title = getTranslations('sections', locale)
  const href = (path: string) => localizedHref(path, locale)
  const { tag, dir } = localeInfo(locale)
  return (
    <main id={hidden ? undefined : 'nextra-skip-nav'} data-not-found={locale} hidden={hidden} lang={tag} dir={dir} className="mx-auto w-full max-w-3xl px-6 py-16">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-foreground">{t('notFound.title')}</h1>
      <p className="mt-4 text-muted">{t('notFound.text')}</p>
      <ul className="mt-6 grid gap-2 p-0 sm:grid-cols-2">
        <li className="list-none"><Link href={href('/')} className="text-primary underline">{title('home')}</Link></li>
        {sections.map((s) => (
          <li key={s.slug} className="list-none"><Link href={href(sectionHref(s.slug))} className="text-primary underline">{title(s.slug)}</Link></li>
        ))}
        {localizedSubjects(locale).map((s) => (
          <li key={s.slug} className="list-none"><Link href={href(subjectHref(s.slug))} className="text-primary underline">{s.title}</Link></li>
        ))}
      </ul>
    </main>
  )
}
