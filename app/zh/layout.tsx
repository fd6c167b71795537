import type { ReactNode } from 'react'
import { LocaleRootLayout } from '@/components/pages/locale-root-layout'

export { metadata, viewport } from '@/components/pages/locale-root-layout'

/** Chinese, under /zh. */
export default function ChineseLayout({ children }: { children: ReactNode }) {
  return <LocaleRootLayout locale="zh">{children}</LocaleRootLayout>
}
