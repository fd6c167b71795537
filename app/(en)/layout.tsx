import type { ReactNode } from 'react'
import { LocaleRootLayout } from '@/components/pages/locale-root-layout'

export { metadata, viewport } from '@/components/pages/locale-root-layout'

/** English, at the unprefixed routes. */
export default function EnglishLayout({ children }: { children: ReactNode }) {
  return <LocaleRootLayout locale="en">{children}</LocaleRootLayout>
}
