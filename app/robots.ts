import type { MetadataRoute } from 'next'
import { ACCOUNT_ROUTES } from '@/lib/account-routes'
import { localeIds, pathInLocale } from '@/lib/i18n/locales'
import { sitemapUrls } from '@/lib/i18n/sitemap'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return {
    // The account area in every language.
    rules: { userAgent: '*', allow: '/', disallow: localeIds.flatMap((locale) => ACCOUNT_ROUTES.map((route) => pathInLocale(route, locale))) },
    sitemap: sitemapUrls(),
  }
}
