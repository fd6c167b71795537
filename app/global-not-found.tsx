import { LocaleRootLayout } from '@/components/pages/locale-root-layout'
import { NotFoundBody } from '@/components/pages/not-found-body'
import { locales } from '@/lib/i18n/locales'

export { viewport } from '@/components/pages/locale-root-layout'
export const metadata = { title: 'Page not found – Noether' }

/**
 * Any address no route matches: the export's one 404.html, which Hosting serves with status 404 for every
 * language. It holds the page in each language; a script shows the one the address's prefix names
 * (English without script) and sets <html lang dir> to match.
 */
const chooseLanguage = `(function(){var m=/^\\/(${locales.filter((l) => l.prefix).map((l) => l.id).join('|')})(\\/|$)/.exec(location.pathname);if(!m)return;var b=document.querySelectorAll('[data-not-found]');for(var i=0;i<b.length;i++){var on=b[i].getAttribute('data-not-found')===m[1];b[i].hidden=!on;if(on){b[i].id='nextra-skip-nav';document.documentElement.lang=b[i].lang;document.documentElement.dir=b[i].dir}else b[i].removeAttribute('id')}})()`

export default function GlobalNotFound() {
  return (
    <LocaleRootLayout locale="en">
      {locales.map((l) => (
        <NotFoundBody key={l.id} locale={l.id} hidden={l.id !== 'en'} />
      ))}
      <script dangerouslySetInnerHTML={{ __html: chooseLanguage }} />
    </LocaleRootLayout>
  )
}
