'use client'

import { useTranslations } from 'use-intl'
import { FormMessage } from '@/components/ui/field'
import type { Profile } from '@/lib/firebase/account'
import { Panel } from './panel'
import type { AccountDb } from './use-db'
import { useWriteStatus } from './use-write-status'

type Preferences = Profile['emailNotifications']

/** Which e-mails the account wants, saved as each box is ticked. */
export function EmailSettings({ ready, uid, preferences }: { ready: AccountDb | null; uid: string; preferences: Preferences | undefined }) {
  const t = useTranslations('account')
  const { message, run } = useWriteStatus(t('email.saved'), t('email.saveFailed'))

  async function save(key: 'product' | 'digest', on: boolean) {
    if (!ready) return
    await run(() => ready.account.updateProfile(ready.db, uid, { emailNotifications: { ...preferences, [key]: on } }))
  }

  return (
    <Panel title={t('email.title')}>
      <div className="flex flex-col gap-2 text-sm">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={preferences?.product ?? true} onChange={(e) => void save('product', e.target.checked)} />
          {t('email.product')}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={preferences?.digest ?? false} onChange={(e) => void save('digest', e.target.checked)} />
          {t('email.digest')}
        </label>
      </div>
      {message && <div className="mt-3"><FormMessage tone={message.tone}>{message.text}</FormMessage></div>}
    </Panel>
  )
}
