'use client'

import { useTranslations } from 'use-intl'
import { Button } from '@/components/ui/button'

/** "Continue with Google / GitHub": popup sign-in (works with the Auth emulator's sign-in page). */
export function ProviderButtons({ onChoose, disabled }: { onChoose: (provider: 'google' | 'github') => void; disabled?: boolean }) {
  const t = useTranslations('auth')
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button variant="outline" disabled={disabled} onClick={() => onChoose('google')}>
        {t('continueWith', { provider: 'Google' })}
      </Button>
      <Button variant="outline" disabled={disabled} onClick={() => onChoose('github')}>
        {t('continueWith', { provider: 'GitHub' })}
      </Button>
    </div>
  )
}
