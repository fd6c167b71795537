'use client'

import { ListTree } from 'lucide-react'
import { LocaleLink as Link } from '@/components/locale-link.client'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { isActivePath, visibleItems, type NavGroup, type NavItem } from '@/lib/nav-items'
import { cn } from '@/lib/utils'

const linkClass = 'rounded-md px-3 py-2 text-sm transition-colors hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary'

function MenuLink({ item, onChoose, pathname }: { item: NavItem; onChoose: () => void; pathname: string }) {
  if (!item.href) return <span className="block px-3 py-2 text-sm text-muted">{item.title}</span>
  const active = isActivePath(pathname, item.href)
  return (
    <Link
      href={item.href}
      onClick={onChoose}
      aria-current={active ? 'page' : undefined}
      className={cn(linkClass, 'block', active ? 'font-semibold text-primary' : 'text-foreground')}
    >
      {item.title}
    </Link>
  )
}

/** One labelled list of the menu: a header group (its heading a link) or "More". */
function MenuSection({ id, heading, items, onChoose, pathname }: { id: string; heading: ReactNode; items: readonly NavItem[]; onChoose: () => void; pathname: string }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
        {heading}
      </h2>
      <ul>
        {visibleItems(items).map((item) => (
          <li key={item.title}>
            <MenuLink item={item} onChoose={onChoose} pathname={pathname} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/** The mobile menu's navigation: the header's groups, "More", and the way into the docs sidebar. */
export function MobileMenuNav({
  groups,
  links,
  onChoose,
  onBrowsePages,
}: {
  groups: readonly NavGroup[]
  links: readonly NavItem[]
  /** Called when a link is chosen (the menu closes). */
  onChoose: () => void
  onBrowsePages: () => void
}) {
  const pathname = usePathname() ?? '/'
  const t = useTranslations('header')
  return (
    <nav aria-label={t('nav.mobile')} className="mt-4 flex flex-col gap-4">
      {groups.map((group) => (
        <MenuSection
          key={group.href}
          id={`mobile-group-${group.href.split('/').filter(Boolean).pop()}`}
          heading={
            <Link href={group.href} onClick={onChoose} className="hover:text-foreground">
              {group.title}
            </Link>
          }
          items={group.items}
          onChoose={onChoose}
          pathname={pathname}
        />
      ))}
      <MenuSection id="mobile-group-more" heading={t('nav.more')} items={links} onChoose={onChoose} pathname={pathname} />
      <button type="button" onClick={onBrowsePages} className={cn(linkClass, 'flex items-center gap-2 text-left text-foreground')}>
        <ListTree className="size-4" aria-hidden="true" />
        {t('nav.browseAllPages')}
      </button>
    </nav>
  )
}
