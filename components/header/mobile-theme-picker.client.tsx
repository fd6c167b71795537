'use client'

import { useTheme } from 'next-themes'
import { ThemeIcon } from '@/components/theme-icon'
import { isThemeChoice, themeChoices } from '@/lib/theme/themes'
import { cn } from '@/lib/utils'

/** The mobile menu's theme picker: one radio button per theme. */
export function MobileThemePicker() {
  const { theme, setTheme } = useTheme()
  return (
    <fieldset className="mt-6 border-t border-border pt-4">
      <legend className="px-3 pt-2 text-xs font-semibold tracking-wide text-muted uppercase">Theme</legend>
      <div role="radiogroup" aria-label="Theme" className="mt-2 grid grid-cols-3 gap-2">
        {themeChoices.map((t) => {
          const checked = isThemeChoice(theme) && theme === t.id
          return (
            <button
              key={t.id}
              type="button"
              role="radio"
              aria-checked={checked}
              onClick={() => setTheme(t.id)}
              className={cn(
                'flex flex-col items-center gap-1 rounded-md border p-2 text-xs',
                checked ? 'border-primary text-primary' : 'border-border text-foreground hover:bg-surface',
              )}
            >
              <ThemeIcon theme={t.id} className="size-4" />
              {t.label}
            </button>
          )
        })}
      </div>
    </fieldset>
  )
}
