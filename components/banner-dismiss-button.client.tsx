'use client'

import { X } from 'lucide-react'
import { useTranslations } from 'use-intl'

/** Hides the banner and remembers it: `0` under `storageKey` (a storage failure is only logged). */
export function BannerDismissButton({ storageKey }: { storageKey: string }) {
  const t = useTranslations('banner')
  return (
    <button
      type="button"
      aria-label={t('dismiss')}
      className="absolute end-2 rounded-md p-1.5 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-current"
      onClick={(e) => {
        e.currentTarget.parentElement?.classList.add('noe-banner-hidden')
        try {
          localStorage.setItem(storageKey, '0')
        } catch (error) {
          console.warn('Could not remember the banner dismissal', error)
        }
      }}
    >
      <X className="size-4" aria-hidden="true" />
    </button>
  )
}
