'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { sections } from '@/lib/content/meta'
import { cn } from '@/lib/utils'

/** True when `pathname` is `href` or below it. */
export function isActivePath(pathname: string, href: string) {
  return pathname === href || pathname.startsWith(`${href}/`)
}

/** The six section links, highlighted when the current path starts with theirs. */
export function MainNav() {
  const pathname = usePathname() ?? '/'
  return (
    <ul className="flex items-center gap-1 max-md:hidden" aria-label="Main">
      {sections.map(({ slug, title }) => {
        const href = `/${slug}`
        const active = isActivePath(pathname, href)
        return (
          <li key={slug}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-surface',
                active ? 'text-primary' : 'text-muted hover:text-foreground',
              )}
            >
              {title}
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
