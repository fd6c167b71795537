/**
 * The site's themes: the single list the provider, the switchers, the search dialog and the tests use.
 * Each concrete theme is built on a light or dark base: the base decides the docs theme's `.dark`
 * class (Nextra's own styles), the theme name decides our palette (`html[data-theme=...]`).
 */
export const THEME_STORAGE_KEY = 'theme'
export const DEFAULT_THEME = 'system'

export const concreteThemes = [
  { id: 'light', label: 'Light', base: 'light' },
  { id: 'dark', label: 'Dark', base: 'dark' },
  { id: 'classic', label: 'Classic', base: 'light' },
  { id: 'minimal', label: 'Minimal', base: 'light' },
  { id: 'cyber', label: 'Cyber', base: 'dark' },
] as const

export type ConcreteTheme = (typeof concreteThemes)[number]['id']
export type ThemeChoice = ConcreteTheme | typeof DEFAULT_THEME

/**
 * The six choices offered to the reader, in menu order. `label` is the English name; the interface shows
 * the catalogue's `theme.names.<id>` in the page's language (themeNameKey).
 */
export const themeChoices: readonly { id: ThemeChoice; label: string }[] = [
  ...concreteThemes.map(({ id, label }) => ({ id, label })),
  { id: DEFAULT_THEME, label: 'System' },
]

/** A theme's name in the `theme` message namespace: `t(themeNameKey('cyber'))`. */
export const themeNameKey = (id: ThemeChoice) => `names.${id}` as const

export const concreteThemeIds: readonly ConcreteTheme[] = concreteThemes.map((t) => t.id)

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return themeChoices.some((t) => t.id === value)
}

/** The concrete theme shown for a stored choice; `system` follows the OS colour scheme. */
export function resolveTheme(choice: string | null | undefined, systemPrefersDark: boolean): ConcreteTheme {
  if (choice && choice !== DEFAULT_THEME && isThemeChoice(choice)) return choice as ConcreteTheme
  return systemPrefersDark ? 'dark' : 'light'
}

/** The theme this browser uses now (a new or repaired account starts with it); `system` when unknown. */
export function storedThemeChoice(): ThemeChoice {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY)
    return isThemeChoice(value) ? value : DEFAULT_THEME
  } catch {
    return DEFAULT_THEME
  }
}

export function isDarkBased(theme: ConcreteTheme): boolean {
  return concreteThemes.find((t) => t.id === theme)?.base === 'dark'
}

/**
 * Runs inline before first paint (see components/theme-provider.client.tsx): sets `data-theme`, the `.dark`
 * class and `color-scheme` from local storage so no page ever flashes the wrong theme. Kept in sync with
 * resolveTheme/isDarkBased by a unit test that evaluates it.
 */
export const themeBootScript = `(function(){try{var d=document.documentElement,k=${JSON.stringify(THEME_STORAGE_KEY)},t=localStorage.getItem(k),ids=${JSON.stringify(concreteThemeIds)},darks=${JSON.stringify(concreteThemes.filter((t) => t.base === 'dark').map((t) => t.id))};if(ids.indexOf(t)<0)t=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light';var dk=darks.indexOf(t)>=0;d.setAttribute('data-theme',t);d.classList.toggle('dark',dk);d.classList.toggle('light',!dk);d.style.colorScheme=dk?'dark':'light'}catch(e){}})()`
