'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { RequireAuth } from '@/components/auth/require-auth'
import type { AuthUser } from '@/components/auth/auth-provider'
import { isActivePath } from '@/lib/nav-items'
import { cn } from '@/lib/utils'
import { ConnectionBadge } from './connection-status'

const links = [
  { href: '/dashboard', title: 'Dashboard' },
  { href: '/profile', title: 'Profile' },
  { href: '/settings', title: 'Settings' },
  { href: '/billing', title: 'Billing' },
  { href: '/notifications', title: 'Notifications' },
]

/** The account area's frame: protected, with its own navigation and the connection state. */
export function AccountShell({ title, children }: { title: string; children: (user: AuthUser) => ReactNode }) {
  const pathname = usePathname() ?? ''
  return (
    <main id="nextra-skip-nav" className="mx-auto w-full max-w-5xl px-4 py-10">
    <RequireAuth>
      {(user) => (
        <div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
            <ConnectionBadge uid={user.uid} />
          </div>
          <nav aria-label="Account" className="mt-4 flex flex-wrap gap-1 border-b border-border pb-2">
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
          <div className="mt-6">{children(user)}</div>
        </div>
      )}
    </RequireAuth>
    </main>
  )
}
