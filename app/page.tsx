import Link from 'next/link'
import { FieldFinder } from '@/components/field-finder.client'
import { buttonVariants } from '@/components/ui/button'
import { subjects } from '@/lib/catalogue'
import { site } from '@/lib/site'

export default function HomePage() {
  return (
    <main id="nextra-skip-nav" className="mx-auto w-full max-w-(--nextra-content-width) px-6 py-12">
      <section className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight text-foreground sm:text-5xl">{site.name}</h1>
        <p className="mt-3 text-xl text-muted">{site.tagline}</p>
        <p className="mt-4 text-foreground">
          University mathematics, physics, computer science and engineering, written to be read: clear
          exposition, every formula typeset, practice problems you can check as you go, and every source open.
        </p>
      </section>

      <section className="mt-10" aria-labelledby="find-heading">
        <h2 id="find-heading" className="text-2xl font-semibold text-foreground">Find a field or topic</h2>
        <FieldFinder />
      </section>

      <section className="mt-12" aria-labelledby="subjects-heading">
        <h2 id="subjects-heading" className="text-2xl font-semibold text-foreground">Subjects</h2>
        <ul className="mt-4 grid gap-4 p-0 sm:grid-cols-2">
          {subjects.map((s) => (
            <li key={s.slug} className="flex list-none flex-col rounded-xl border border-border p-6">
              <h3 className="text-xl font-semibold text-foreground">{s.title}</h3>
              <p className="mt-1 text-muted">
                {s.description[0]!.toUpperCase() + s.description.slice(1)}
              </p>
              <p className="mt-1 text-sm text-muted">{s.fields.length} fields</p>
              <Link href={`/${s.slug}`} className={buttonVariants({ variant: s.variant, className: 'mt-4 self-start' })}>
                Explore {s.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section className="mt-12 grid gap-4 sm:grid-cols-3" aria-label="Ways in">
        {[
          { href: '/learn', title: 'Learn', text: 'Every field, in an order that respects prerequisites.' },
          { href: '/solve', title: 'Solve', text: 'Practice problems with instant answer checking.' },
          { href: '/library', title: 'Library', text: 'Open textbooks, lecture notes and papers.' },
        ].map((c) => (
          <Link key={c.href} href={c.href} className="rounded-xl border border-border p-5 hover:bg-surface">
            <span className="block font-semibold text-foreground">{c.title}</span>
            <span className="mt-1 block text-sm text-muted">{c.text}</span>
          </Link>
        ))}
      </section>
    </main>
  )
}
