'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Check } from 'lucide-react'
import { useTheme } from 'next-themes'
import { useTranslations } from 'use-intl'
import { ThemeIcon } from '@/components/theme-icon'
import { ThemeTriggerButton } from '@/components/theme-trigger-button.client'
import { isThemeChoice, themeChoices, themeNameKey, type ThemeChoice } from '@/lib/theme/themes'

/**
 * The theme menu (Radix DropdownMenu) with the six choices. Loaded by <ThemeSwitcher> on first use and
 * then shown in place of its placeholder button, open.
 */
export default function ThemeMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { theme, setTheme } = useTheme()
  const t = useTranslations('theme')
  const current: ThemeChoice | undefined = isThemeChoice(theme) ? theme : undefined
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger asChild>
        <ThemeTriggerButton current={current} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="noe-popover z-50 min-w-40 rounded-md border p-1 shadow-lg">
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted">{t('label')}</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current ?? ''} onValueChange={(v) => isThemeChoice(v) && setTheme(v)}>
            {themeChoices.map((choice) => (
              <DropdownMenu.RadioItem
                key={choice.id}
                value={choice.id}
                className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-surface"
              >
                <ThemeIcon theme={choice.id} className="size-4" />
                <span className="flex-1">{t(themeNameKey(choice.id))}</span>
                <DropdownMenu.ItemIndicator>
                  <Check className="size-4" aria-hidden="true" />
                </DropdownMenu.ItemIndicator>
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}
