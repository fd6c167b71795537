'use client'

import { Menu } from 'lucide-react'
import dynamic from 'next/dynamic'
import { setMenu, useMenu } from 'nextra-theme-docs'
import { usePathname } from 'next/navigation'
import { useRef, useState } from 'react'
import { useTranslations } from 'use-intl'
import { buttonVariants } from '@/components/ui/button'
import type { NavGroup, NavItem } from '@/lib/nav-items'
import { cn } from '@/lib/utils'

// The sheet (Radix Dialog) loads on the first tap; the header itself only carries this button.
const MobileMenuSheet = dynamic(() => import('./mobile-menu-sheet.client'), { ssr: false })

/**
 * "Toggle Menu" (below 768px): opens the slide-in site menu. When the docs sidebar drawer is open (from
 * the menu's "Browse all pages"), the same button closes it, so the header has one menu button.
 */
export function MobileMenu({ groups, links }: { groups: readonly NavGroup[]; links: readonly NavItem[] }) {
  const t = useTranslations('header')
  const pathname = usePathname() ?? '/'
  // The menu is open on the route it was opened on: any route change closes it.
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null)
  const [loaded, setLoaded] = useState(false)
  const sidebarOpen = useMenu()
  const button = useRef<HTMLButtonElement>(null)

  const toggle = () => {
    if (sidebarOpen) {
      setMenu(false)
      return
    }
    setLoaded(true)
    setOpen(!open)
  }

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('mobileMenu.toggle')}
        aria-expanded={open || sidebarOpen}
        onClick={toggle}
        className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
        data-testid="mobile-menu-toggle"
      >
        <Menu className="size-5" aria-hidden="true" />
      </button>
      {loaded && (
        <MobileMenuSheet
          open={open}
          onOpenChange={setOpen}
          groups={groups}
          links={links}
          onBrowsePages={() => {
            setOpen(false)
            setMenu(true)
          }}
          returnFocus={() => button.current?.focus()}
        />
      )}
    </>
  )
}
