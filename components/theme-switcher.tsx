'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { Check } from 'lucide-react'
import { useTheme } from 'next-themes'
import { useSyncExternalStore } from 'react'
import { ThemeIcon } from '@/components/theme-icon'
import { buttonVariants } from '@/components/ui/button'
import { isThemeChoice, themeChoices, type ThemeChoice } from '@/lib/theme/themes'
import { cn } from '@/lib/utils'

const subscribe = () => () => {}
/** False during server rendering and hydration, true afterwards: the stored theme is only known then. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

/** Header theme menu: the six choices; the trigger shows the current theme's icon once hydrated. */
export function ThemeSwitcher({ className }: { className?: string }) {
  const { theme, setTheme } = useTheme()
  const hydrated = useHydrated()
  const current: ThemeChoice | undefined = hydrated && isThemeChoice(theme) ? theme : undefined
  const label = themeChoices.find((t) => t.id === current)?.label
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-9', className)}
        aria-label={label ? `Theme: ${label}. Change theme` : 'Change theme'}
        data-testid="theme-switcher"
      >
        {current ? <ThemeIcon theme={current} className="size-5" /> : <span className="size-5" />}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="noe-popover z-50 min-w-40 rounded-md border p-1 shadow-lg">
          <DropdownMenu.Label className="px-2 py-1.5 text-xs font-semibold text-muted">Theme</DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={current ?? ''} onValueChange={(v) => isThemeChoice(v) && setTheme(v)}>
            {themeChoices.map((t) => (
              <DropdownMenu.RadioItem
                key={t.id}
                value={t.id}
                className="flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-surface"
              >
                <ThemeIcon theme={t.id} className="size-4" />
                <span className="flex-1">{t.label}</span>
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
