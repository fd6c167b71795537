/**
 * A page of another language that is not translated yet: a short page in the reader's language, its title,
 * description and topics from the catalogue's translation (a subject's: its fields), that says so and links
 * to the English article.
 */
import { LocaleLink as Link } from '@/components/locale-link.client'
import { notFound } from 'next/navigation'
import { localeInfo, pathInLocale, type Locale } from '@/lib/i18n/locales'
import { routeFacts } from '@/lib/i18n/route-titles'
import { getTranslations, setRequestLocale } from '@/lib/i18n/server'

export function UntranslatedPage({ route, locale }: { route: string; locale: Locale }) {
  setRequestLocale(locale)
  const facts = routeFacts(route, locale)
  if (!facts) notFound()
  const t = getTranslations('pages')
  return (
    <main id="nextra-skip-nav" className="mx-auto w-full max-w-3xl px-6 py-12">
      <h1 className="text-4xl font-bold tracking-tight text-foreground">{facts.title}</h1>
      {facts.description ? <p className="mt-3 text-lg text-muted">{facts.description}</p> : null}
      {facts.topics ? (
        <section className="mt-6" aria-labelledby="topics-heading">
          <h2 id="topics-heading" className="text-xl font-semibold text-foreground">{t('untranslated.topics')}</h2>
          <ul className="mt-2 flex flex-wrap gap-2 p-0">
            {facts.topics.map((topic) => <li key={topic} className="list-none rounded-full border border-border px-3 py-1 text-sm">{topic}</li>)}
          </ul>
        </section>
      ) : null}
      {facts.children ? (
        <section className="mt-6" aria-labelledby="fields-heading">
          <h2 id="fields-heading" className="text-xl font-semibold text-foreground">{t('untranslated.fields')}</h2>
          <ul className="mt-2 grid gap-2 p-0 sm:grid-cols-2">
            {facts.children.map((c) => <li key={c.href} className="list-none"><Link href={pathInLocale(c.href, locale)} className="text-primary underline">{c.title}</Link></li>)}
          </ul>
        </section>
      ) : null}
      <p className="mt-8 rounded-lg border border-border bg-surface p-4" role="note">
        {t('untranslated.notice', { language: localeInfo(locale).name })}{' '}
        <a href={route} hrefLang="en" lang="en" className="font-semibold text-primary underline">{t('untranslated.readInEnglish')}</a>
      </p>
    </main>
  )
}
