import { LocaleLink as Link } from '@/components/locale-link.client'

/** A list of links to site pages (the dashboard's recent visits and bookmarks). */
export function PageLinks({ pages }: { pages: readonly { route: string; title: string }[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {pages.map((p) => (
        <li key={p.route}>
          <Link href={p.route} className="text-primary underline-offset-4 hover:underline">
            {p.title}
          </Link>
        </li>
      ))}
    </ul>
  )
}
