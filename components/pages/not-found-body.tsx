import { LocaleLink as Link } from '@/components/locale-link.client'
import { subjects } from '@/lib/catalogue'
import { sectionHref, sections, subjectHref } from '@/lib/routes'

/** The body of the 404 page. */
export function NotFoundBody() {
  return (
    <main id="nextra-skip-nav" className="mx-auto w-full max-w-3xl px-6 py-16">
      <p className="text-sm font-semibold text-primary">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-foreground">Page not found</h1>
      <p className="mt-4 text-muted">
        There is no page at this address. It may have moved, or the link may have a typo. These will get you
        back on track:
      </p>
      <ul className="mt-6 grid gap-2 p-0 sm:grid-cols-2">
        <li className="list-none"><Link href="/" className="text-primary underline">Home</Link></li>
        {sections.map((s) => (
          <li key={s.slug} className="list-none"><Link href={sectionHref(s.slug)} className="text-primary underline">{s.title}</Link></li>
        ))}
        {subjects.map((s) => (
          <li key={s.slug} className="list-none"><Link href={subjectHref(s.slug)} className="text-primary underline">{s.title}</Link></li>
        ))}
      </ul>
    </main>
  )
}
