'use client'

import { usePathname, useRouter } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'
import { loggingOut, useAuth, type AuthUser } from './auth-provider.client'

/**
 * Account pages: signed-out visitors go to /login?next=<path>; nothing protected renders until the
 * signed-in user is known.
 */
export function RequireAuth({ children }: { children: (user: AuthUser) => ReactNode }) {
  const { status, user, connect } = useAuth()
  const router = useRouter()
  const pathname = usePathname() ?? '/dashboard'
  useEffect(() => connect(), [connect])
  useEffect(() => {
    if (status === 'signed-out' && !loggingOut) router.replace(`/login?next=${encodeURIComponent(pathname)}`)
  }, [status, router, pathname])
  if (status !== 'signed-in' || !user) {
    return (
      <p role="status" className="py-16 text-center text-muted">
        Checking your session…
      </p>
    )
  }
  return <>{children(user)}</>
}
