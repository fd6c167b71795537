import { buildSearchIndex } from '@/lib/search/build-index'
import { SEARCH_LOCALES } from '@/lib/search/index-file'

/** /search/{locale}.json: the full-text index, built from content/ at build time. */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return SEARCH_LOCALES.map((locale) => ({ file: `${locale}.json` }))
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params
  const locale = SEARCH_LOCALES.find((l) => `${l}.json` === file)
  if (!locale) return new Response('Not found', { status: 404 })
  return Response.json(buildSearchIndex(locale))
}
