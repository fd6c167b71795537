import { sitemapOf } from '@/lib/i18n/sitemap'

export const dynamic = 'force-static'

/** The English pages (lib/i18n/sitemap.ts); app/ar and app/zh have their own. */
export default function sitemap() {
  return sitemapOf('en')
}
