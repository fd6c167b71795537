'use client'

import { ChevronDown } from 'lucide-react'
import { LocaleLink as Link } from '@/components/locale-link.client'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'
import { useTranslations } from 'use-intl'
import { isActivePath } from '@/lib/nav-items'
import { cn } from '@/lib/utils'
import type { NavMenuProps } from './nav-menu-radix.client'

/** The dropdowns' code; if it cannot load (offline, a failed chunk), the plain links stay and work. */
const loadRadix = () =>
  import('./nav-menu-radix.client').catch((error: unknown) => {
    console.warn('Navigation menu failed to load; the plain links stay', error)
    return null
  })

/** Same look as the Radix menu's triggers and links. */
const itemClass =
  'inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-surface hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary'

/**
 * The header navigation as plain links (Learn, Solve, Research lead to their hub pages), rendered on
 * the server and usable without JavaScript. It is replaced by the Radix dropdown menu once the browser
 * is idle or the pointer or focus reaches it, which keeps Radix out of the first-load JavaScript.
 */
function PlainNav({ groups, links, onWake }: NavMenuProps & { onWake?: () => void }) {
  const pathname = usePathname() ?? '/'
  const t = useTranslations('header')
  return (
    <nav aria-label={t('nav.main')} className="relative z-20 max-md:hidden" onPointerEnter={onWake} onFocus={onWake}>
      <ul className="flex items-center gap-0.5">
        {[...groups, ...links].map((item) => {
          const active = isActivePath(pathname, item.href)
          const isGroup = 'items' in item
          return (
            <li key={item.href}>
              <Link href={item.href} aria-current={active && !isGroup ? 'page' : undefined} className={cn(itemClass, active ? 'text-primary' : 'text-muted')}>
                {item.title}
                {isGroup && <ChevronDown className="size-3.5" aria-hidden="true" />}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

export function NavMenu(props: NavMenuProps) {
  const [Radix, setRadix] = useState<React.ComponentType<NavMenuProps> | null>(null)
  const wake = () => {
    if (!Radix) void loadRadix().then((m) => m && setRadix(() => m.default))
  }
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((cb: () => void) => window.setTimeout(cb, 200))
    const cancel = window.cancelIdleCallback ?? window.clearTimeout
    const handle = idle(() => void loadRadix().then((m) => m && setRadix(() => m.default)))
    return () => cancel(handle)
  }, [])
  if (Radix) return <Radix {...props} />
  return <PlainNav {...props} onWake={wake} />
}

