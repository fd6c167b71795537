import type { Metadata } from 'next'
import { getPageMap } from 'nextra/page-map'
import { generateStaticParamsFor, importPage } from 'nextra/pages'
import { FieldProgress } from '@/components/account/field-progress.client'
import { I18nScope } from '@/components/i18n-scope'
import { FIELD_LINKS_ID, FieldLinks } from '@/components/field-links'
import { PageFooter } from '@/components/page-footer'
import { PageHeader } from '@/components/page-header'
import { PageTrail } from '@/components/page-trail'
import { MathFontFace } from '@/components/mdx/math-font-face'
import { ScrollRegions } from '@/components/mdx/scroll-regions.client'
import { resolveFieldRef } from '@/lib/catalogue'
import { alternatesOf } from '@/lib/i18n/alternates'
import { setRequestLocale } from '@/lib/i18n/server'
import { fieldLinksSchema } from '@/lib/content/frontmatter'
import { pageFacts } from '@/lib/page-facts'
import { pageNav } from '@/lib/page-nav'
import { site } from '@/lib/site'
import { useMDXComponents as getMDXComponents } from '@/mdx-components'

export const generateStaticParams = generateStaticParamsFor('mdxPath')

type Props = { params: Promise<{ mdxPath: string[] }> }

/** The catalogue field behind a route, when the route is a field page. */
function fieldOf(mdxPath: string[]) {
  return mdxPath.length === 2 ? resolveFieldRef(mdxPath.join('/')) : undefined
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { mdxPath } = await props.params
  const { metadata } = await importPage(mdxPath)
  const field = fieldOf(mdxPath)
  const { title, description = site.description } = pageFacts(field, metadata)
  const url = `/${mdxPath.join('/')}`
  return {
    title,
    description,
    keywords: field ? [field.title, field.subject.title, ...field.topics] : undefined,
    alternates: alternatesOf(url, 'en'),
    openGraph: { type: 'article', title, description, url, siteName: site.name },
    twitter: { card: 'summary', title, description },
  }
}

const Wrapper = getMDXComponents().wrapper

export default async function Page(props: Props) {
  setRequestLocale('en')
  const params = await props.params
  const page = await importPage(params.mdxPath)
  const { default: MDXContent, toc, metadata } = page
  // A page with formulas names its own cut of the math font (lib/mdx/math-font.mjs).
  const mathFont = 'mathFont' in page && typeof page.mathFont === 'string' ? page.mathFont : undefined
  const field = fieldOf(params.mdxPath)
  const { title, description } = pageFacts(field, metadata)
  const links = field ? fieldLinksSchema.parse(metadata) : undefined
  const fullToc = links ? [...toc, { depth: 2 as const, value: 'Prerequisites and related fields', id: FIELD_LINKS_ID }] : toc
  // Breadcrumb, "Last updated" and previous/next are ours, inside <main> (Nextra's are turned off in content/_meta.ts).
  const nav = pageNav(await getPageMap(), `/${params.mdxPath.join('/')}`)
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
      {field ? <FieldProgress route={field.href} title={field.title} subject={field.subject.slug} /> : null}
      <MDXContent {...props} params={params} />
      <ScrollRegions />
      {links ? <FieldLinks prerequisites={links.prerequisites} related={links.related} /> : null}
      <PageFooter updated={metadata.timestamp ? new Date(metadata.timestamp) : undefined} prev={nav.prev} next={nav.next} />
      </I18nScope>
    </Wrapper>
  )
}
