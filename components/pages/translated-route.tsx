/**
 * The pages of a language other than English (app/ar/[...mdxPath], app/zh/[...mdxPath]): every public
 * route English has. Until a page is translated it is a short page in the reader's language, its title,
 * description and topics from the catalogue's translation, that says so and links to the English article.
 */
import type { Metadata } from 'next'
import { LocaleLink as Link } from '@/components/locale-link.client'
import { notFound } from 'next/navigation'
import { localizedField, localizedSubject } from '@/lib/catalogue/translations'
import { localeInfo, pathInLocale, type Locale } from '@/lib/i18n/locales'
import { alternatesOf } from '@/lib/i18n/alternates'
import { getTranslations, setRequestLocale } from '@/lib/i18n/server'
import { publicRoutes, sections } from '@/lib/routes'

type Props = { params: Promise<{ mdxPath: string[] }> }

interface Facts {
  title: string
  description?: string
  topics?: readonly string[]
  children?: { href: string; title: string }[]
}

/** What the catalogue's translation and the section titles say of a route, in the language. */
function factsOf(route: string, locale: Locale): Facts | undefined {
  const [first = '', second] = route.slice(1).split('/')
  const field = second ? localizedField(first, second, locale) : undefined
  if (field) return { title: field.title, description: field.description, topics: field.topics }
  const subject = !second ? localizedSubject(first, locale) : undefined
  if (subject) return { title: subject.title, description: subject.description, children: subject.fields.map((f) => ({ href: `/${subject.slug}/${f.slug}`, title: f.title })) }
  const section = sections.find((s) => s.slug === first)
  if (!section) return undefined
  const title = getTranslations('sections', locale)(section.slug)
  return { title: second ? `${title}: ${localizedSubject(second, locale)?.title ?? second}` : title }
}

const routeOf = (mdxPath: string[]) => `/${mdxPath.join('/')}`

export function translatedRoute(locale: Locale) {
  return {
    generateStaticParams: () => publicRoutes.filter((r) => r !== '/').map((r) => ({ mdxPath: r.slice(1).split('/') })),
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const route = routeOf((await params).mdxPath)
      const facts = factsOf(route, locale)
      return { title: facts?.title, description: facts?.description, alternates: alternatesOf(route, locale) }
    },
    async Page({ params }: Props) {
      setRequestLocale(locale)
      const route = routeOf((await params).mdxPath)
      const facts = factsOf(route, locale)
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
    },
  }
}
