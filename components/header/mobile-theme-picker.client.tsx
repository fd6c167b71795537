'use client'

import { useTheme } from 'next-themes'
import { useTranslations } from 'use-intl'
import { ThemeIcon } from '@/components/theme-icon'
import { isThemeChoice, themeChoices, themeNameKey } from '@/lib/theme/themes'
import { cn } from '@/lib/utils'

/** The mobile menu's theme picker: one radio button per theme. */
export function MobileThemePicker() {
  const { theme, setTheme } = useTheme()
  const t = useTranslations('theme')
  return (
    <fieldset className="mt-6 border-t border-border pt-4">
      <legend className="px-3 pt-2 text-xs font-semibold tracking-wide text-muted uppercase">{t('label')}</legend>
      <div role="radiogroup" aria-label={t('label')} className="mt-2 grid grid-cols-3 gap-2">
        {themeChoices.map((choice) => {
          const checked = isThemeChoice(theme) && theme === choice.id
          return (
            <button
              key={choice.id}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => setTheme(choice.id)}
              className={cn(
                'flex flex-col items-center gap-1 rounded-md border p-2 text-xs',
                checked ? 'border-primary text-primary' : 'border-border text-foreground hover:bg-surface',
              )}
            >
              <ThemeIcon theme={choice.id} className="size-4" />
              {t(themeNameKey(choice.id))}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
