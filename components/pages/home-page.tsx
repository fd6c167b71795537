import { LocaleLink as Link } from '@/components/locale-link.client'
import { FieldFinder } from '@/components/field-finder.client'
import { buttonVariants } from '@/components/ui/button'
import { localizedSubjects } from '@/lib/catalogue/translations'
import { localizedHref } from '@/lib/i18n/locales'
import { getTranslations, requestLocale } from '@/lib/i18n/server'
import { site } from '@/lib/site'

/** The home page, in the request's language. */
export function HomePage() {
  const t = getTranslations('home')
  const sectionTitle = getTranslations('sections')
  const locale = requestLocale()
  const href = (path: string) => localizedHref(path, locale)
  const subjects = localizedSubjects(locale)
  return (
    <main id="nextra-skip-nav" className="mx-auto w-full max-w-(--nextra-content-width) px-6 py-12">
      <section className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{site.name}</h1>
        <p className="mt-3 text-xl text-muted">{t('tagline')}</p>
        <p className="mt-4 text-foreground">{t('intro')}</p>
      </section>

      <section className="mt-10" aria-labelledby="find-heading">
        <h2 id="find-heading" className="text-2xl font-semibold text-foreground">{t('find')}</h2>
        <FieldFinder />
      </section>

      <section className="mt-12" aria-labelledby="subjects-heading">
        <h2 id="subjects-heading" className="text-2xl font-semibold text-foreground">{t('subjects')}</h2>
        <ul className="mt-4 grid gap-4 p-0 sm:grid-cols-2">
          {subjects.map((s) => (
            <li key={s.slug} className="flex list-none flex-col rounded-xl border border-border p-6">
              <h3 className="text-xl font-semibold text-foreground">{s.title}</h3>
              <p className="mt-1 text-muted">
                {s.description[0]!.toUpperCase() + s.description.slice(1)}
              </p>
              <p className="mt-1 text-sm text-muted">{t('fieldCount', { count: s.fields.length })}</p>
              <Link href={href(`/${s.slug}`)} className={buttonVariants({ variant: s.variant, className: 'mt-4 self-start' })}>
                {t('explore', { subject: s.title })}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-12 grid gap-4 sm:grid-cols-3" aria-label={t('waysIn')}>
        {[
          { href: '/learn', title: sectionTitle('learn'), text: t('learnText') },
          { href: '/solve', title: sectionTitle('solve'), text: t('solveText') },
          { href: '/library', title: sectionTitle('library'), text: t('libraryText') },
        ].map((c) => (
          <Link key={c.href} href={href(c.href)} className="rounded-xl border border-border p-5 hover:bg-surface">
            <span className="block font-semibold text-foreground">{c.title}</span>
            <span className="mt-1 block text-sm text-muted">{c.text}</span>
          </Link>
        ))}
      </section>
    </main>
  )
}
