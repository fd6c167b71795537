/**
 * A content page (content/…​.mdx) in a language: the English article at its own address, or its translation
 * (content/ar/…, content/zh/…) under the language's prefix. Both render the same way: the MDX with the
 * page's breadcrumb, header, the signed-in reader's progress, links to the field's prerequisites and
 * related fields, and the footer, all in the page's language.
 *
 * A translation holds only its prose (lib/content/translation.ts checks it keeps the English formulas,
 * problems and drawings): a field's title, description and topics come from the catalogue's translation,
 * its prerequisite and related links from the English page's frontmatter.
 */
import type { Metadata } from 'next'
import { getPageMap } from 'nextra/page-map'
import { importPage } from 'nextra/pages'
import { FieldProgress } from '@/components/account/field-progress.client'
import { I18nScope } from '@/components/i18n-scope'
import { FIELD_LINKS_ID, FieldLinks } from '@/components/field-links'
import { PageFooter } from '@/components/page-footer'
import { PageHeader } from '@/components/page-header'
import { PageTrail } from '@/components/page-trail'
import { MathFontFace } from '@/components/mdx/math-font-face'
import { ScrollRegions } from '@/components/mdx/scroll-regions.client'
import { resolveFieldRef } from '@/lib/catalogue'
import { localizeField } from '@/lib/catalogue/translations'
import { fieldLinksSchema } from '@/lib/content/frontmatter'
import { alternatesOf } from '@/lib/i18n/alternates'
import { defaultLocale, localeInfo, pathInLocale, type Locale } from '@/lib/i18n/locales'
import { localizePageMap } from '@/lib/i18n/page-map'
import { titleOfRoute } from '@/lib/i18n/route-titles'
import { getTranslations, setRequestLocale } from '@/lib/i18n/server'
import { pageFacts } from '@/lib/page-facts'
import { withoutTranslations } from '@/lib/page-map'
import { pageNav } from '@/lib/page-nav'
import { site } from '@/lib/site'
import { useMDXComponents as getMDXComponents } from '@/mdx-components'

/** The page module of a route in a language: content/{path}.mdx, or content/{locale}/{path}.mdx. */
const importArticle = (mdxPath: string[], locale: Locale) => importPage(locale === defaultLocale ? mdxPath : [locale, ...mdxPath])

/** The catalogue's field behind a route (in English), when the route is a field page. */
const englishFieldOf = (mdxPath: string[]) => (mdxPath.length === 2 ? resolveFieldRef(mdxPath.join('/')) : undefined)

async function factsOf(mdxPath: string[], locale: Locale) {
  const page = await importArticle(mdxPath, locale)
  const english = englishFieldOf(mdxPath)
  const field = english && localizeField(english, locale)
  return { page, english, field, ...pageFacts(field, page.metadata) }
}

export async function articleMetadata(mdxPath: string[], locale: Locale): Promise<Metadata> {
  const { field, title, description = site.description } = await factsOf(mdxPath, locale)
  const route = `/${mdxPath.join('/')}`
  const url = pathInLocale(route, locale)
  return {
    title,
    description,
    keywords: field ? [field.title, field.subject.title, ...field.topics] : undefined,
    alternates: alternatesOf(route, locale),
    openGraph: { type: 'article', title, description, url, siteName: site.name, locale: localeInfo(locale).tag.replace('-', '_') },
    twitter: { card: 'summary', title, description },
  }
}

const Wrapper = getMDXComponents().wrapper

export async function Article({ mdxPath, locale }: { mdxPath: string[]; locale: Locale }) {
  setRequestLocale(locale)
  const { page, english, field, title, description } = await factsOf(mdxPath, locale)
  const { default: MDXContent, toc, metadata } = page
  // A page with formulas names its own cut of the math font (lib/mdx/math-font.mjs).
  const mathFont = 'mathFont' in page && typeof page.mathFont === 'string' ? page.mathFont : undefined
  // A translation's links are the English page's.
  const linksFrom = english && locale !== defaultLocale ? (await importPage(mdxPath)).metadata : metadata
  const links = english ? fieldLinksSchema.parse(linksFrom) : undefined
  const t = getTranslations('page')
  const fullToc = links ? [...toc, { depth: 2 as const, value: t('fieldLinks.heading'), id: FIELD_LINKS_ID }] : toc
  // Breadcrumb, "Last updated" and previous/next are ours, inside <main> (Nextra's are turned off in content/_meta.ts).
  const route = `/${mdxPath.join('/')}`
  const pageMap = localizePageMap(withoutTranslations(await getPageMap()), locale, titleOfRoute)
  const nav = pageNav(pageMap, pathInLocale(route, locale))
  return (
    // No sourceCode: it only feeds Nextra's copy-page button, which is off, and would be serialised into
    // every field page's payload (about 6 KB gzip). The title is for the theme's feedback link, which names
    // the page: a field page's frontmatter has none (it is the catalogue's).
    <Wrapper toc={fullToc} metadata={{ ...metadata, title }} sourceCode="">
      {mathFont ? <MathFontFace href={mathFont} /> : null}
      {/* The page's islands: problem forms and the signed-in reader's bookmark (explorables scope their own). */}
      <I18nScope paths={['problems', 'account.fieldProgress']}>
        <PageTrail trail={nav.trail} />
        <PageHeader title={title} description={description} field={field} />
        {/* Progress and bookmarks belong to the field, whatever the language it is read in. */}
        {english ? <FieldProgress route={english.href} title={english.title} subject={english.subject.slug} /> : null}
        <MDXContent params={{ mdxPath }} />
        <ScrollRegions />
        {links ? <FieldLinks prerequisites={links.prerequisites} related={links.related} /> : null}
        <PageFooter updated={metadata.timestamp ? new Date(metadata.timestamp) : undefined} prev={nav.prev} next={nav.next} />
      </I18nScope>
    </Wrapper>
  )
}
