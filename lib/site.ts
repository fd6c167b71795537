/**
 * Site-wide configuration. The repository address feeds "Edit this page" and the feedback links; the
 * site address feeds canonical URLs, Open Graph and the sitemap. Both can be set through the environment;
 * an invalid value fails the build with a clear message.
 */
import { z } from 'zod'

const httpsUrl = (name: string) =>
  z
    .string()
    .url({ error: `${name} must be an absolute URL` })
    .refine((u) => u.startsWith('https://'), { error: `${name} must start with https://` })
    .transform((u) => u.replace(/\/+$/, ''))

const siteSchema = z.object({
  url: httpsUrl('NEXT_PUBLIC_SITE_URL'),
  repository: httpsUrl('NEXT_PUBLIC_REPOSITORY_URL').refine(
    (u) => /^https:\/\/(github\.com|gitlab\.com)\/[\w.-]+\/[\w.-]+$/.test(u),
    { error: 'NEXT_PUBLIC_REPOSITORY_URL must be a repository address like https://github.com/owner/name' },
  ),
})

export function parseSiteConfig(env: Record<string, string | undefined>) {
  const result = siteSchema.safeParse({
    url: env.NEXT_PUBLIC_SITE_URL || 'https://demo-noether.web.app',
    repository: env.NEXT_PUBLIC_REPOSITORY_URL || 'https://github.com/noether-edu/noether',
  })
  if (!result.success) {
    throw new Error(`Invalid site configuration: ${result.error.issues.map((i) => i.message).join('; ')}`)
  }
  return result.data
}

const { url, repository } = parseSiteConfig({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_REPOSITORY_URL: process.env.NEXT_PUBLIC_REPOSITORY_URL,
})

export const site = {
  name: 'Noether',
  tagline: 'An open-science educational platform.',
  description:
    'Clear, correct, openly licensed university mathematics, physics, computer science and engineering, with practice problems you can check in the browser.',
  author: 'The Noether contributors',
  url,
  repository,
  social: [
    { name: 'GitHub', href: 'https://github.com/noether-edu' },
    { name: 'YouTube', href: 'https://www.youtube.com/@noether-edu' },
    { name: 'Instagram', href: 'https://www.instagram.com/noether.edu' },
    { name: 'X', href: 'https://x.com/noether_edu' },
    { name: 'TikTok', href: 'https://www.tiktok.com/@noether.edu' },
  ],
} as const
