'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { ListTree, X } from 'lucide-react'
import { useTheme } from 'next-themes'
import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { Logo } from '@/components/logo'
import { ThemeIcon } from '@/components/theme-icon'
import { isActivePath, visibleItems, type NavGroup, type NavItem } from '@/lib/nav-items'
import { isThemeChoice, themeChoices } from '@/lib/theme/themes'
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

/**
 * The slide-in site menu: home link with logo and title, the main navigation grouped as in the header,
 * a way into the docs sidebar, and the theme picker. Radix Dialog traps focus and closes on Escape;
 * choosing a link closes it.
 */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  onBrowsePages,
  returnFocus,
  groups,
  links,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  onBrowsePages: () => void
  /** Where focus goes when the menu closes: the button that opened it (there is no Radix trigger to return to). */
  returnFocus: () => void
  groups: readonly NavGroup[]
  links: readonly NavItem[]
}) {
  const pathname = usePathname() ?? '/'
  const { theme, setTheme } = useTheme()
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
        <Dialog.Content
          className="noe-popover noe-sheet fixed inset-y-0 left-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto border-r p-4 shadow-2xl md:hidden"
          aria-describedby={undefined}
          data-testid="mobile-menu"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus()
          }}
        >
          <div className="flex items-center justify-between">
            <Link href="/" onClick={close} className="rounded-md focus-visible:outline-2 focus-visible:outline-primary">
              <Logo />
            </Link>
            <Dialog.Close className="rounded-md p-2 hover:bg-surface" aria-label="Close menu">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Site menu</Dialog.Title>
          <nav aria-label="Mobile" className="mt-4 flex flex-col gap-4">
            {groups.map((group) => (
              <section key={group.title} aria-labelledby={`mobile-group-${group.title}`}>
                <h2 id={`mobile-group-${group.title}`} className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                  <Link href={group.href} onClick={close} className="hover:text-foreground">
                    {group.title}
                  </Link>
                </h2>
                <ul>
                  {visibleItems(group.items).map((item) => (
                    <li key={item.title}>
                      <MenuLink item={item} onChoose={close} pathname={pathname} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            <section aria-labelledby="mobile-group-more">
              <h2 id="mobile-group-more" className="px-3 pb-1 text-xs font-semibold tracking-wide text-muted uppercase">
                More
              </h2>
              <ul>
                {visibleItems(links).map((item) => (
                  <li key={item.title}>
                    <MenuLink item={item} onChoose={close} pathname={pathname} />
                  </li>
                ))}
              </ul>
            </section>
            <button type="button" onClick={onBrowsePages} className={cn(linkClass, 'flex items-center gap-2 text-left text-foreground')}>
              <ListTree className="size-4" aria-hidden="true" />
              Browse all pages
            </button>
          </nav>
          <fieldset className="mt-6 border-t border-border pt-4">
            <legend className="px-3 pt-2 text-xs font-semibold tracking-wide text-muted uppercase">Theme</legend>
            <div role="radiogroup" aria-label="Theme" className="mt-2 grid grid-cols-3 gap-2">
              {themeChoices.map((t) => {
                const checked = isThemeChoice(theme) && theme === t.id
                return (
                  <button
                    key={t.id}
                    type="button"
                    role="radio"
                    aria-checked={checked}
                    onClick={() => setTheme(t.id)}
                    className={cn(
                      'flex flex-col items-center gap-1 rounded-md border p-2 text-xs',
                      checked ? 'border-primary text-primary' : 'border-border text-foreground hover:bg-surface',
                    )}
                  >
                    <ThemeIcon theme={t.id} className="size-4" />
                    {t.label}
                  </button>
                )
              })}
            </div>
          </fieldset>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
