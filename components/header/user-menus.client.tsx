'use client'

import * as DropdownMenu from '@radix-ui/react-dropdown-menu'
import { LocaleLink as Link } from '@/components/locale-link.client'
import { useFormatter, useTranslations } from 'use-intl'
import { Avatar } from '@/components/account/avatar'
import { useAccountBadges } from '@/components/account/use-account-badges'
import { signOutAndLeave, type AuthUser } from '@/components/auth/auth-provider.client'
import { buttonVariants } from '@/components/ui/button'
import { accountHref, accountTitleKey, AVATAR_MENU, USER_MENU, type AccountScreen } from '@/lib/account-routes'
import { initials } from '@/lib/initials'
import { cn } from '@/lib/utils'
import { useLocaleRouter } from '@/components/use-locale-router'

const itemClass =
  'flex cursor-pointer items-center justify-between gap-2 rounded-sm px-2 py-1.5 text-sm text-foreground outline-none select-none data-[highlighted]:bg-surface'

function MenuHeader({ user }: { user: AuthUser }) {
  const t = useTranslations('header')
  return (
    <DropdownMenu.Label className="px-2 py-1.5">
      <span className="block truncate text-sm font-semibold text-foreground">{user.displayName ?? t('account.yourAccount')}</span>
      <span className="block truncate text-xs text-muted">{user.email}</span>
    </DropdownMenu.Label>
  )
}

/** One account menu (avatar or user menu): the avatar button, who is signed in, the given links, then Log out. */
function AccountMenu({ user, menu, testId, onLogOut, children }: { user: AuthUser; menu: 'accountMenu' | 'userMenu'; testId: string; onLogOut: () => void; children: React.ReactNode }) {
  const t = useTranslations('header')
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        // The name starts with the initials the button shows, so "click MG" works for a voice-control user.
        aria-label={t(`account.${menu}`, { initials: initials(user.displayName, user.email) })}
        data-testid={testId}
        className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <Avatar name={user.displayName} email={user.email} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className="noe-popover z-50 min-w-56 rounded-md border p-1 shadow-lg">
          <MenuHeader user={user} />
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          {children}
          <DropdownMenu.Separator className="my-1 h-px bg-border" />
          <DropdownMenu.Item className={itemClass} onSelect={onLogOut}>
            {t('account.logOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  )
}

/**
 * Signed-in header controls: below medium width an avatar menu (Dashboard, Profile, Settings, Billing,
 * Log out); from medium width a Dashboard button and the user menu (Profile, Dashboard, Notifications
 * with the unread count, Billing, Settings, Upgrade to Pro unless on Pro, Log out).
 */
export default function UserMenus({ user }: { user: AuthUser }) {
  const router = useLocaleRouter()
  const t = useTranslations('header')
  const sections = useTranslations('sections')
  const format = useFormatter()
  const { unread, pro } = useAccountBadges(user.uid)
  const logOut = () => void signOutAndLeave((href) => router.push(href))
  const link = (href: string, label: React.ReactNode, key: string = href) => (
    <DropdownMenu.Item key={key} asChild className={itemClass}>
      <Link href={href}>{label}</Link>
    </DropdownMenu.Item>
  )
  const screenLink = (screen: AccountScreen, extra: React.ReactNode = null) =>
    link(
      accountHref(screen),
      <>
        {sections(accountTitleKey(screen))}
        {extra}
      </>,
    )
  const unreadBadge =
    unread > 0 ? (
      <span className="rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-foreground" data-testid="unread-count">
        {format.number(unread)}
      </span>
    ) : null
  return (
    <div className="flex w-9 items-center justify-end gap-2 md:w-44" data-testid="account-controls">
      <Link href={accountHref('dashboard')} className={cn(buttonVariants({ variant: 'outline', size: 'sm' }), 'max-md:hidden')}>
        {sections(accountTitleKey('dashboard'))}
      </Link>
      <div className="md:hidden">
        <AccountMenu user={user} menu="accountMenu" testId="avatar-menu" onLogOut={logOut}>
          {AVATAR_MENU.map((screen) => screenLink(screen))}
        </AccountMenu>
      </div>
      <div className="max-md:hidden">
        <AccountMenu user={user} menu="userMenu" testId="user-menu" onLogOut={logOut}>
          {USER_MENU.map((screen) => screenLink(screen, screen === 'notifications' ? unreadBadge : null))}
          {!pro && link(accountHref('billing'), <span className="font-semibold text-primary">{t('account.upgrade')}</span>, 'upgrade')}
        </AccountMenu>
      </div>
      {unread > 0 && (
        <span className="sr-only" role="status">
          {t('account.unread', { count: unread })}
        </span>
      )}
    </div>
  )
}
