'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { RequireAuth } from '@/components/auth/require-auth.client'
import type { AuthUser } from '@/components/auth/auth-provider.client'
import { accountHref, accountScreens } from '@/lib/account-routes'
import { isActivePath } from '@/lib/nav-items'
import { cn } from '@/lib/utils'
import { ConnectionBadge } from './connection-status.client'
import { useEnsureAccount } from './use-ensure-account'

const links = accountScreens.map((s) => ({ href: accountHref(s.slug), title: s.title }))

/** The account area's frame: protected, with its own navigation and the connection state. */
export function AccountShell({ title, children }: { title: string; children: (user: AuthUser) => ReactNode }) {
  return (
    // At least a screen tall: the screen fills in once the session is known, and the footer stays below the
    // fold meanwhile (no layout shift).
    <main id="nextra-skip-nav" className="mx-auto min-h-dvh w-full max-w-5xl px-4 py-10">
      {/* The heading stands while the session is checked, so the page is never without one. */}
      <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
      <RequireAuth>
        {(user) => <SignedInFrame user={user}>{children}</SignedInFrame>}
      </RequireAuth>
    </main>
  )
}

/** The frame around a signed-in screen; it also repairs an account whose profile went missing. */
function SignedInFrame({ user, children }: { user: AuthUser; children: (user: AuthUser) => ReactNode }) {
  const pathname = usePathname() ?? ''
  const account = useEnsureAccount(user)
  return (
    <div>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 border-b border-border pb-2">
        <nav aria-label="Account" className="flex flex-wrap gap-1">
          {links.map((l) => {
            const active = isActivePath(pathname, l.href)
            return (
              <Link
                key={l.href}
                href={l.href}
                aria-current={active ? 'page' : undefined}
                className={cn('rounded-md px-3 py-1.5 text-sm', active ? 'bg-surface font-semibold text-primary' : 'text-muted hover:text-foreground')}
              >
                {l.title}
              </Link>
            )
          })}
        </nav>
        <ConnectionBadge uid={user.uid} />
      </div>
      {account === 'repaired' && (
        <p role="status" className="mt-4 rounded-md border border-border p-3 text-sm text-foreground">
          Your profile was missing, so we set it up again with your name. Your progress and bookmarks are unchanged.
        </p>
      )}
      <div className="mt-6">{children(user)}</div>
    </div>
  )
}
