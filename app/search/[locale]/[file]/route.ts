import { searchIndexFiles } from '@/lib/search/index-files'
import { SEARCH_LOCALES, searchDir } from '@/lib/search/index-format'

/** /search/{locale}/*.json: the search index (metadata, term shards, page texts), built from content/ at build time. */
export const dynamic = 'force-static'
export const dynamicParams = false

export function generateStaticParams() {
  return SEARCH_LOCALES.flatMap((locale) =>
    [...searchIndexFiles(locale).keys()].map((path) => ({ locale, file: path.slice(searchDir(locale).length + 1) })),
  )
}

export async function GET(_request: Request, { params }: { params: Promise<{ locale: string; file: string }> }) {
  const { locale, file } = await params
  const known = SEARCH_LOCALES.find((l) => l === locale)
  const body = known && searchIndexFiles(known).get(`${searchDir(known)}/${file}`)
  if (!body) return new Response('Not found', { status: 404 })
  return Response.json(body)
}
