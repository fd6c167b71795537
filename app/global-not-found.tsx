import { LocaleRootLayout } from '@/components/pages/locale-root-layout'
import { NotFoundBody } from '@/components/pages/not-found-body'

export { viewport } from '@/components/pages/locale-root-layout'
export const metadata = { title: 'Page not found – Noether' }

/** Any address no route matches (the export's 404.html): the site's frame around the 404 page. */
export default function GlobalNotFound() {
  return (
    <LocaleRootLayout locale="en">
      <NotFoundBody />
    </LocaleRootLayout>
  )
}
