'use client'

import * as NavigationMenu from '@radix-ui/react-navigation-menu'
import { ChevronDown } from 'lucide-react'
import { LocaleLink as Link } from '@/components/locale-link.client'
import { usePathname } from 'next/navigation'
import { useTranslations } from 'use-intl'
import { isActivePath, visibleItems, type NavGroup, type NavItem } from '@/lib/nav-items'
import { cn } from '@/lib/utils'

/** Spec timings: open 200 ms after hover, skip delay 300 ms (Radix closes 150 ms after the pointer leaves). */
export const MENU_OPEN_DELAY = 200
export const MENU_SKIP_DELAY = 300

export const trigger =
  'group inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium transition-colors hover:bg-surface hover:text-foreground focus-visible:outline-2 focus-visible:outline-primary data-[state=open]:bg-surface'

export type NavMenuProps = { groups: readonly NavGroup[]; links: readonly (NavItem & { href: string })[] }

/** A group's id in every language: the last segment of its href (`learn` for /learn). */
const groupSlug = (group: NavGroup) => group.href.split('/').filter(Boolean).pop() ?? ''

/**
 * Desktop navigation with Radix NavigationMenu: Learn, Solve and Research dropdowns, then Library,
 * Contribute and About. Loaded by <NavMenu> once the page is idle or the pointer nears the header.
 */
export default function NavMenuRadix({ groups, links }: NavMenuProps) {
  const pathname = usePathname() ?? '/'
  const t = useTranslations('header')
  return (
    <NavigationMenu.Root
      delayDuration={MENU_OPEN_DELAY}
      skipDelayDuration={MENU_SKIP_DELAY}
      className="relative z-20 max-md:hidden"
      aria-label={t('nav.main')}
      data-enhanced="true"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {groups.map((group) => (
          <NavigationMenu.Item key={group.title} value={group.title}>
            <NavigationMenu.Trigger
              className={cn(trigger, isActivePath(pathname, group.href) ? 'text-primary' : 'text-muted')}
            >
              {group.title}
              <ChevronDown
                className="size-3.5 transition-transform duration-200 group-data-[state=open]:rotate-180"
                aria-hidden="true"
              />
            </NavigationMenu.Trigger>
            <NavigationMenu.Content className="w-[400px] p-2 md:w-[500px]" data-testid={`menu-${groupSlug(group)}`}>
              <ul className="grid gap-1">
                {visibleItems(group.items).map((item) => (
                  <li key={item.title}>
                    {item.href ? (
                      <NavigationMenu.Link asChild active={isActivePath(pathname, item.href)}>
                        <Link
                          href={item.href}
                          className="block rounded-md p-3 transition-colors hover:bg-surface focus-visible:bg-surface focus-visible:outline-2 focus-visible:outline-primary data-[active]:bg-surface"
                        >
                          <span className="flex items-center gap-2 text-sm font-semibold text-foreground">
                            <span className={cn('size-2.5 rounded-full', `noe-dot-${item.variant ?? 'default'}`)} aria-hidden="true" />
                            {item.title}
                          </span>
                          {item.description && <span className="mt-1 block text-sm text-muted">{item.description}</span>}
                        </Link>
                      </NavigationMenu.Link>
                    ) : (
                      <span className="block p-3 text-sm text-muted">{item.title}</span>
                    )}
                  </li>
                ))}
              </ul>
            </NavigationMenu.Content>
          </NavigationMenu.Item>
        ))}
        {links.map((link) => {
          const active = isActivePath(pathname, link.href)
          return (
            <NavigationMenu.Item key={link.href}>
              <NavigationMenu.Link asChild active={active}>
                <Link
                  href={link.href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(trigger, active ? 'text-primary' : 'text-muted')}
                >
                  {link.title}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          )
        })}
      </NavigationMenu.List>
      <div className="absolute top-full start-0 pt-2">
        <NavigationMenu.Viewport className="noe-popover origin-top overflow-hidden rounded-lg border shadow-lg data-[state=closed]:hidden" />
      </div>
    </NavigationMenu.Root>
  )
}
