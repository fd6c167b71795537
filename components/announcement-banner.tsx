import { LocaleLink as Link } from '@/components/locale-link.client'
import { BannerDismissButton } from '@/components/banner-dismiss-button.client'
import { getTranslations } from '@/lib/i18n/server'

/** Where the banner's dismissal is remembered; change the key to show a new announcement to everyone. */
export const BANNER_STORAGE_KEY = 'noether-banner-2026-11'

/**
 * A dismissible announcement above the header (2.5rem). Dismissal stores `0` under its key; an inline
 * script hides the banner before paint on later visits. The class ending in `hidden` also tells the docs
 * layout to drop the banner's height from its offsets.
 */
export function AnnouncementBanner() {
  const t = getTranslations('banner')
  const hide = `try{if(localStorage.getItem(${JSON.stringify(BANNER_STORAGE_KEY)})==='0')document.currentScript.parentElement.classList.add('noe-banner-hidden')}catch(e){}`
  return (
    <div className="nextra-banner noe-banner" role="region" aria-label={t('label')} data-testid="banner" suppressHydrationWarning>
      <script dangerouslySetInnerHTML={{ __html: hide }} />
      <p className="truncate px-10 text-sm font-medium">
        {t.rich('message', {
          link: (chunks) => (
            <Link href="/contribute" className="underline underline-offset-2">
              {chunks}
            </Link>
          ),
        })}
      </p>
      <BannerDismissButton storageKey={BANNER_STORAGE_KEY} />
    </div>
  )
}
