import type { Metadata } from 'next'
import { generateStaticParamsFor } from 'nextra/pages'
import { Article, articleMetadata } from '@/components/pages/article'
import { localeOfPath } from '@/lib/i18n/locales'

const allParams = generateStaticParamsFor('mdxPath')

/** Every English page: content/ without the translations' folders (app/ar and app/zh serve those). */
export async function generateStaticParams() {
  return (await allParams()).filter(({ mdxPath }) => localeOfPath(`/${[mdxPath].flat().join('/')}`) === 'en')
}

type Props = { params: Promise<{ mdxPath: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata((await params).mdxPath, 'en')
}

export default async function Page({ params }: Props) {
  return <Article mdxPath={(await params).mdxPath} locale="en" />
}
