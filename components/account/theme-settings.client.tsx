'use client'

import { useTheme } from 'next-themes'
import { useState } from 'react'
import { useTranslations } from 'use-intl'
import { FormMessage } from '@/components/ui/field'
import { isThemeChoice, themeChoices, themeNameKey } from '@/lib/theme/themes'
import { Panel } from './panel'
import type { AccountDb } from './use-db'
import { useWriteStatus } from './use-write-status'

/** The theme saved to the account: applied here at once, and on any device at sign-in. */
export function ThemeSettings({ ready, uid, saved }: { ready: AccountDb | null; uid: string; saved: string | undefined }) {
  const t = useTranslations('account')
  const names = useTranslations('theme')
  const { setTheme } = useTheme()
  const [picked, setPicked] = useState<string | null>(null)
  const { message, run } = useWriteStatus(t('theme.saved'), t('theme.saveFailed'))

  async function save(value: string) {
    if (!ready || !isThemeChoice(value)) return
    setPicked(value)
    setTheme(value)
    await run(() => ready.account.updateProfile(ready.db, uid, { theme: value }))
  }

  const chosen = picked ?? saved ?? 'system'
  return (
    <Panel title={t('theme.title')}>
      <fieldset>
        <legend className="text-sm text-muted">{t('theme.legend')}</legend>
        <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6">
          {themeChoices.map((choice) => (
            <label key={choice.id} className="flex cursor-pointer items-center gap-2 rounded-md border border-border px-2 py-1.5 text-sm has-[:checked]:border-primary">
              <input type="radio" name="theme" value={choice.id} checked={chosen === choice.id} onChange={() => void save(choice.id)} />
              {names(themeNameKey(choice.id))}
            </label>
          ))}
        </div>
      </fieldset>
      {message && <div className="mt-3"><FormMessage tone={message.tone}>{message.text}</FormMessage></div>}
    </Panel>
  )
}
