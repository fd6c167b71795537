/**
 * Settings of the documentation theme (nextra-theme-docs), handed to its <Layout> in app/layout.tsx.
 */
import type { ComponentProps } from 'react'
import type { Layout } from 'nextra-theme-docs'
import { site } from '@/lib/site'

type LayoutProps = ComponentProps<typeof Layout>

/** The theme's settings in a language: its own texts (edit link, feedback, table of contents) translated. */
export const themeConfigFor = (t: (key: 'editLink' | 'feedback' | 'onThisPage' | 'backToTop') => string) =>
  ({
    ...themeConfig,
    editLink: t('editLink'),
    feedback: { ...themeConfig.feedback, content: t('feedback') },
    toc: { ...themeConfig.toc, title: t('onThisPage'), backToTop: t('backToTop') },
  }) satisfies Omit<LayoutProps, 'children' | 'pageMap'>

export const themeConfig = {
  docsRepositoryBase: `${site.repository}/tree/main`,
  editLink: 'Edit this page',
  feedback: { content: 'Question or correction? Give us feedback', labels: 'feedback,content' },
  sidebar: { defaultMenuCollapseLevel: 2, toggleButton: true, autoCollapse: false },
  toc: { title: 'On this page', backToTop: 'Scroll to top', float: true },
  // Previous/next links are ours, inside the page's <main> (components/page-footer.tsx).
  navigation: false,
  // The six-theme switcher is ours (components/theme-switcher.client.tsx); Nextra's only knows light/dark/system.
  darkMode: false,
  // One search on the site: ours. Nextra's pagefind box would have no index.
  search: null,
  copyPageButton: false,
  // Unused at run time: components/theme-provider.client.tsx wraps the layout and Nextra's provider defers to it.
  nextThemes: { defaultTheme: 'system', storageKey: 'theme', attribute: 'data-theme' },
} satisfies Omit<LayoutProps, 'children' | 'pageMap'>
