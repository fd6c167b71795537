/**
 * The pages of a language other than English (app/ar/[...mdxPath], app/zh/[...mdxPath]): every public
 * route English has. A route with a translation (content/ar/…, content/zh/…) renders it as an article;
 * every other is the short untranslated page that links to the English article.
 */
import type { Metadata } from 'next'
import { Article, articleMetadata } from '@/components/pages/article'
import { UntranslatedPage } from '@/components/pages/untranslated-page'
import { alternatesOf } from '@/lib/i18n/alternates'
import type { Locale } from '@/lib/i18n/locales'
import { translatedRoutesOf } from '@/lib/i18n/translated-routes'
import { routeFacts } from '@/lib/i18n/route-titles'
import { contentPageParams } from '@/lib/routes'

type Props = { params: Promise<{ mdxPath: string[] }> }

const routeOf = (mdxPath: string[]) => `/${mdxPath.join('/')}`

const isTranslated = async (route: string, locale: Locale) => (await translatedRoutesOf(locale)).has(route)

export function translatedRoute(locale: Locale) {
  return {
    generateStaticParams: contentPageParams,
    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { mdxPath } = await params
      const route = routeOf(mdxPath)
      if (await isTranslated(route, locale)) return articleMetadata(mdxPath, locale)
      const facts = routeFacts(route, locale)
      return { title: facts?.title, description: facts?.description, alternates: alternatesOf(route, locale) }
    },
    async Page({ params }: Props) {
      const { mdxPath } = await params
      const route = routeOf(mdxPath)
      return (await isTranslated(route, locale)) ? <Article mdxPath={mdxPath} locale={locale} /> : <UntranslatedPage route={route} locale={locale} />
    },
  }
}
