import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Layout } from 'nextra-theme-docs'
import { getPageMap } from 'nextra/page-map'
import { AnnouncementBanner } from '@/components/announcement-banner'
import { AuthProvider } from '@/components/auth/auth-provider.client'
import { I18nProvider } from '@/components/i18n-provider.client'
import { SiteFooter } from '@/components/site-footer'
import { SiteHeader } from '@/components/header/site-header'
import { ThemeProvider } from '@/components/theme-provider.client'
import { currentFirebaseSettings } from '@/lib/firebase/config'
import { localeInfo, localeRedirectScript, type Locale } from '@/lib/i18n/locales'
import { CHROME_NAMESPACES, messages, pickMessages } from '@/lib/i18n/messages'
import { getTranslations, setRequestLocale } from '@/lib/i18n/server'
import { localizePageMap } from '@/lib/i18n/page-map'
import { titleOfRoute } from '@/lib/i18n/route-titles'
import { compactPageMap, withoutTranslations } from '@/lib/page-map'
import { site } from '@/lib/site'
import { themeBootScript } from '@/lib/theme/themes'
import { themeConfigFor } from '@/theme.config'
import 'nextra-theme-docs/style.css'
import 'temml/dist/Temml-Local.css'
import '@/styles/globals.css'

// Fails the build, naming the variable, when a production Firebase setup is incomplete.
currentFirebaseSettings()

export const metadata: Metadata = {
  metadataBase: new URL(site.url),
  title: { default: `${site.name}: ${site.tagline.replace(/\.$/, '')}`, template: `%s – ${site.name}` },
  description: site.description,
  applicationName: site.name,
  authors: [{ name: site.author }],
  keywords: ['mathematics', 'physics', 'computer science', 'engineering', 'open science', 'open educational resources'],
  openGraph: { type: 'website', siteName: site.name, locale: 'en_US', images: [{ url: '/logo.svg' }] },
  twitter: { card: 'summary', title: site.name, description: site.description },
  icons: { icon: '/icon.svg', apple: '/logo.svg' },
}

export const viewport: Viewport = {
  themeColor: [
    { media: '(prefers-color-scheme: light)', color: '#ffffff' },
    { media: '(prefers-color-scheme: dark)', color: '#0b1120' },
  ],
}

/**
 * The root layout of one language (app/(en)/layout.tsx, app/ar/layout.tsx, app/zh/layout.tsx): `<html lang
 * dir>`, the theme, the language's interface strings for the islands, and the docs theme's frame with the
 * page map in that language. Each language is its own root layout, so moving between languages reloads
 * the page, as the spec's switcher asks.
 */
export async function LocaleRootLayout({ locale, children }: { locale: Locale; children: ReactNode }) {
  setRequestLocale(locale)
  const { tag, dir } = localeInfo(locale)
  return (
    <html lang={tag} dir={dir} suppressHydrationWarning>
      {/* eslint-disable-next-line @next/next/no-head-element -- the App Router's root layout writes <head> itself */}
      <head>
        {/* Sets the stored theme before first paint: no flash of the wrong theme. */}
        <script dangerouslySetInnerHTML={{ __html: themeBootScript }} />
        {/* English home only: a reader who chose another language goes to its home page (NEXT_LOCALE). */}
        {locale === 'en' ? <script dangerouslySetInnerHTML={{ __html: localeRedirectScript }} /> : null}
      </head>
      <body>
        <ThemeProvider>
          <I18nProvider locale={tag} messages={pickMessages(messages[locale], CHROME_NAMESPACES)}>
          <AuthProvider>
          <Layout
            {...themeConfigFor(getTranslations('layout', locale))}
            pageMap={localizePageMap(compactPageMap(withoutTranslations(await getPageMap())), locale, titleOfRoute)}
            banner={<AnnouncementBanner />}
            navbar={<SiteHeader />}
            footer={<SiteFooter />}
          >
            {children}
          </Layout>
          </AuthProvider>
          </I18nProvider>
        </ThemeProvider>
      </body>
    </html>
  )
}
