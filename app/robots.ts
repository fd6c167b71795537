import type { MetadataRoute } from 'next'
import { ACCOUNT_ROUTES } from '@/lib/account-routes'
import { site } from '@/lib/site'

export const dynamic = 'force-static'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: [...ACCOUNT_ROUTES] },
    sitemap: `${site.url}/sitemap.xml`,
  }
}
