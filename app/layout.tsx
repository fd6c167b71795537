import type { ReactNode } from 'react'
import { Layout } from 'nextra-theme-docs'
import { getPageMap } from 'nextra/page-map'
import 'nextra-theme-docs/style.css'
import 'katex/dist/katex.min.css'

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-US" dir="ltr" suppressHydrationWarning>
      <body>
        <Layout pageMap={await getPageMap()}>{children}</Layout>
      </body>
    </html>
  )
}
