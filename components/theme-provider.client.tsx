'use client'

import { ThemeProvider as NextThemesProvider, useTheme } from 'next-themes'
import { useEffect, type ReactNode } from 'react'
import {
  concreteThemeIds,
  DEFAULT_THEME,
  isDarkBased,
  resolveTheme,
  THEME_STORAGE_KEY,
} from '@/lib/theme/themes'

/**
 * The six themes through next-themes: `data-theme` on <html> selects our palette, stored under `theme`
 * in local storage and synchronised across tabs by next-themes' storage listener. It wraps Nextra's
 * layout, whose own provider then defers to this one. The boot script in app/layout.tsx sets the same
 * attributes before first paint; this keeps them right afterwards.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <NextThemesProvider
      attribute="data-theme"
      themes={[...concreteThemeIds]}
      defaultTheme={DEFAULT_THEME}
      enableSystem
      enableColorScheme={false}
      storageKey={THEME_STORAGE_KEY}
      disableTransitionOnChange
    >
      <BaseSchemeSync />
      {children}
    </NextThemesProvider>
  )
}

/** Keeps Nextra's `.dark` class and `color-scheme` in step with the theme's light or dark base. */
function BaseSchemeSync() {
  const { resolvedTheme } = useTheme()
  useEffect(() => {
    if (!resolvedTheme) return
    const dark = isDarkBased(resolveTheme(resolvedTheme, resolvedTheme === 'dark'))
    const root = document.documentElement
    root.classList.toggle('dark', dark)
    root.classList.toggle('light', !dark)
    root.style.colorScheme = dark ? 'dark' : 'light'
  }, [resolvedTheme])
  return null
}
