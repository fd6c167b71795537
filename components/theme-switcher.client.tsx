'use client'

import { useTheme } from 'next-themes'
import dynamic from 'next/dynamic'
import { useState, useSyncExternalStore } from 'react'
import { ThemeTriggerButton } from '@/components/theme-trigger-button.client'
import { isThemeChoice } from '@/lib/theme/themes'

const loadMenu = () => import('./theme-menu.client')
const ThemeMenu = dynamic(loadMenu, { ssr: false, loading: () => <ThemeTriggerButton current={undefined} aria-busy /> })

const noSubscription = () => () => {}
/** False during server rendering and hydration, true afterwards: the stored theme is only known then. */
export function useHydrated() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

/**
 * The header's theme switcher. Until first used it is a plain button (the current theme's icon, shown
 * only after the first client render); the Radix menu loads on first click, prefetched on hover or focus.
 */
export function ThemeSwitcher() {
  const { theme } = useTheme()
  const hydrated = useHydrated()
  const [menu, setMenu] = useState(false)
  if (menu) return <ThemeMenu defaultOpen />
  return (
    <ThemeTriggerButton
      current={hydrated && isThemeChoice(theme) ? theme : undefined}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      onClick={() => setMenu(true)}
    />
  )
}
