/**
 * Design tokens. Colours resolve to CSS variables defined per theme in styles/themes.css, so one
 * utility class (bg-subject-physics, text-muted, ...) is right in every theme.
 */
import type { Config } from 'tailwindcss'

const config: Config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.{md,mdx}', './theme.config.tsx'],
  darkMode: 'class',
  theme: {
    extend: {
      colors: {
        background: 'var(--noe-bg)',
        foreground: 'var(--noe-fg)',
        muted: 'var(--noe-muted)',
        border: 'var(--noe-border)',
        surface: 'var(--noe-surface)',
        primary: { DEFAULT: 'var(--noe-primary)', foreground: 'var(--noe-primary-fg)' },
        destructive: { DEFAULT: 'var(--noe-destructive)', foreground: 'var(--noe-destructive-fg)' },
        success: 'var(--noe-success)',
        subject: {
          mathematics: 'var(--noe-mathematics)',
          'mathematics-fg': 'var(--noe-mathematics-fg)',
          physics: 'var(--noe-physics)',
          'physics-fg': 'var(--noe-physics-fg)',
          'computer-science': 'var(--noe-computer-science)',
          'computer-science-fg': 'var(--noe-computer-science-fg)',
          engineering: 'var(--noe-engineering)',
          'engineering-fg': 'var(--noe-engineering-fg)',
        },
      },
      height: { navbar: '64px', banner: '2.5rem' },
      maxWidth: { prose: '72ch' },
      screens: { md: '768px' },
    },
  },
}

export default config
