'use client'

import { LocaleLink as Link } from '@/components/locale-link.client'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { RequireAuth } from '@/components/auth/require-auth.client'
import type { AuthUser } from '@/components/auth/auth-provider.client'
import { accountHref, accountScreens, accountTitleKey, type AccountScreen } from '@/lib/account-routes'
import { unprefixed } from '@/lib/i18n/locales'
import { isActivePath } from '@/lib/nav-items'
import { cn } from '@/lib/utils'
import { AccountUserProvider } from './account-user.client'
import { ConnectionBadge } from './connection-status.client'
import { RepairedProfileNotice } from './repaired-profile-notice.client'

const links = accountScreens.map((s) => ({ href: accountHref(s.slug), slug: s.slug }))

/** The account screen at a path, in any language (none outside the listed screens). */
function screenAt(pathname: string): AccountScreen | undefined {
  return accountScreens.find((s) => isActivePath(unprefixed(pathname), accountHref(s.slug)))?.slug
}

/** The title of the account screen at a path ("Account" outside the listed screens), in the page's language. */
function useScreenTitle(pathname: string): string {
  const sections = useTranslations('sections')
  const t = useTranslations('account')
  const screen = screenAt(pathname)
  return screen ? sections(accountTitleKey(screen)) : t('shell.title')
}

/**
 * The account area's frame (app/(account)/layout.tsx): protected, with its own navigation and the
 * connection state; the screen inside reads the signed-in user with useAccountUser().
 */
export function AccountShell({ children }: { children: ReactNode }) {
  const pathname = usePathname() ?? ''
  const title = useScreenTitle(pathname)
  return (
    // At least a screen tall: the screen fills in once the session is known, and the footer stays below the
    // fold meanwhile (no layout shift).
    <main id="nextra-skip-nav" className="mx-auto min-h-dvh w-full max-w-5xl px-4 py-10">
      {/* The heading stands while the session is checked, so the page is never without one. */}
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
      <RequireAuth>
        {(user) => (
          <SignedInFrame user={user} pathname={pathname}>
            {children}
          </SignedInFrame>
        )}
      </RequireAuth>
    </main>
  )
}

/** The frame around a signed-in screen. */
function SignedInFrame({ user, pathname, children }: { user: AuthUser; pathname: string; children: ReactNode }) {
  const sections = useTranslations('sections')
  const t = useTranslations('account')
  return (
    <div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-b border-border pb-2">
        <nav aria-label={t('shell.nav')} className="flex flex-wrap gap-1">
          {links.map((l) => {
            const active = isActivePath(unprefixed(pathname), l.href)
            return (
              <Link
                key={l.href}
                href={l.href}
                aria-current={active ? 'page' : undefined}
                className={cn('rounded-md px-3 py-1.5 text-sm', active ? 'bg-surface font-semibold text-primary' : 'text-muted hover:text-foreground')}
              >
                {sections(accountTitleKey(l.slug))}
              </Link>
            )
          })}
        </nav>
        <ConnectionBadge uid={user.uid} />
      </div>
      {/* Per screen, as when each screen had its own frame: the notice stays on the screen it was shown on. */}
      <RepairedProfileNotice key={pathname} user={user} />
      <div className="mt-6">
        <AccountUserProvider user={user}>{children}</AccountUserProvider>
      </div>
    </div>
  )
}
