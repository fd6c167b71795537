import { getTranslations } from '@/lib/i18n/server'
import { site } from '@/lib/site'

/** "© 2024 Noether. All rights reserved." and the social profiles, in the page's language. */
export function SiteFooter() {
  const t = getTranslations('footer')
  return (
    <footer className="border-t border-border bg-background text-sm text-muted print:hidden">
      <div className="mx-auto flex max-w-(--nextra-content-width) flex-wrap items-center justify-between gap-4 px-6 py-8">
        <p>{t('copyright')}</p>
        <ul className="flex flex-wrap gap-4" aria-label={t('elsewhere')}>
          {site.social.map((s) => (
            <li key={s.name}>
              <a
                href={s.href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('socialLink', { network: s.name })}
                className="hover:text-foreground"
              >
                {s.name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  )
}
