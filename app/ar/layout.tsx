import type { ReactNode } from 'react'
import { LocaleRootLayout } from '@/components/pages/locale-root-layout'

export { metadata, viewport } from '@/components/pages/locale-root-layout'

/** Arabic, under /ar. */
export default function ArabicLayout({ children }: { children: ReactNode }) {
  return <LocaleRootLayout locale="ar">{children}</LocaleRootLayout>
}
