import { describe, expect, it } from 'vitest'
import { localeIds } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'
import {
  concreteThemeIds,
  DEFAULT_THEME,
  isDarkBased,
  isThemeChoice,
  resolveTheme,
  THEME_STORAGE_KEY,
  themeBootScript,
  themeChoices,
  themeNameKey,
} from '@/lib/theme/themes'

describe('themes', () => {
  it('offers the six choices of the spec, system last and default, stored under "theme"', () => {
    expect(themeChoices.map((t) => t.id)).toEqual(['light', 'dark', 'classic', 'minimal', 'cyber', 'system'])
    expect(DEFAULT_THEME).toBe('system')
    expect(THEME_STORAGE_KEY).toBe('theme')
    expect(concreteThemeIds).not.toContain('system')
  })

  it('names every choice in the theme catalogue, in English as its label and in every language', () => {
    expect(themeNameKey('cyber')).toBe('names.cyber')
    for (const t of themeChoices) {
      expect(messages.en.theme.names[t.id]).toBe(t.label)
      for (const locale of localeIds) expect(messages[locale].theme.names[t.id], `${locale}: ${t.id}`).toBeTruthy()
    }
  })

  it('resolves a stored choice, falling back to the OS scheme for system and junk', () => {
    expect(resolveTheme('cyber', false)).toBe('cyber')
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme(null, true)).toBe('dark')
    expect(resolveTheme('neon', false)).toBe('light')
    expect(isThemeChoice('minimal')).toBe(true)
    expect(isThemeChoice('neon')).toBe(false)
  })

  it('builds dark and cyber on the dark base, the others on the light one', () => {
    expect(concreteThemeIds.filter(isDarkBased)).toEqual(['dark', 'cyber'])
  })

  describe('boot script (runs before first paint)', () => {
    function boot(stored: string | null, prefersDark: boolean) {
      const classes = new Set<string>()
      const attrs: Record<string, string> = {}
      const documentElement = {
        setAttribute: (k: string, v: string) => (attrs[k] = v),
        classList: { toggle: (c: string, on: boolean) => (on ? classes.add(c) : classes.delete(c)) },
        style: { colorScheme: '' },
      }
      const localStorage = { getItem: (k: string) => (k === 'theme' ? stored : null) }
      const matchMedia = () => ({ matches: prefersDark })
      new Function('document', 'localStorage', 'matchMedia', themeBootScript)({ documentElement }, localStorage, matchMedia)
      return { theme: attrs['data-theme'], dark: classes.has('dark'), scheme: documentElement.style.colorScheme }
    }

    it('agrees with resolveTheme and isDarkBased for every stored value', () => {
      for (const stored of [...themeChoices.map((t) => t.id), null, 'bogus']) {
        for (const prefersDark of [false, true]) {
          const expected = resolveTheme(stored, prefersDark)
          const dark = isDarkBased(expected)
          expect(boot(stored, prefersDark)).toEqual({ theme: expected, dark, scheme: dark ? 'dark' : 'light' })
        }
      }
    })
  })
})
