import type { Metadata } from 'next'
import { Article, articleMetadata } from '@/components/pages/article'
import { contentPageParams } from '@/lib/routes'

/** Every English content page (lib/routes.ts; tests/unit/routes.test.ts holds it to content/). */
export const generateStaticParams = contentPageParams

type Props = { params: Promise<{ mdxPath: string[] }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return articleMetadata((await params).mdxPath, 'en')
}

export default async function Page({ params }: Props) {
  return <Article mdxPath={(await params).mdxPath} locale="en" />
}
