import { sitemapOf } from '@/lib/i18n/sitemap'

export const dynamic = 'force-static'

export default function sitemap() {
  return sitemapOf('ar')
}
