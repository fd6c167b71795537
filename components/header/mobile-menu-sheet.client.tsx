'use client'

import * as Dialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import { LocaleLink as Link } from '@/components/locale-link.client'
import { useTranslations } from 'use-intl'
import { Logo } from '@/components/logo'
import type { NavGroup, NavItem } from '@/lib/nav-items'
import { MobileMenuNav } from './mobile-menu-nav.client'
import { LanguageSwitcher } from '@/components/language-switcher.client'
import { MobileThemePicker } from './mobile-theme-picker.client'

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
  const t = useTranslations('header')
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
        <Dialog.Content
          className="noe-popover noe-sheet fixed inset-y-0 start-0 z-50 flex w-[min(20rem,85vw)] flex-col overflow-y-auto border-e p-4 shadow-2xl md:hidden"
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
            <Dialog.Close className="rounded-md p-2 hover:bg-surface" aria-label={t('mobileMenu.close')}>
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">{t('mobileMenu.title')}</Dialog.Title>
          <MobileMenuNav groups={groups} links={links} onChoose={close} onBrowsePages={onBrowsePages} />
          <MobileThemePicker />
          <LanguageSwitcher className="mt-4" />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
