'use client'

import { usePathname } from 'next/navigation'
import { useEffect, type ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { useAuth, type AuthUser } from './auth-provider.client'
import { useLeaving } from './leaving'
import { useLocaleRouter } from '@/components/use-locale-router'

/**
 * Account pages: signed-out visitors go to /login?next=<path>, unless a log out or account deletion is
 * under way (it navigates by itself); nothing protected renders until the signed-in user is known.
 */
export function RequireAuth({ children }: { children: (user: AuthUser) => ReactNode }) {
  const t = useTranslations('auth')
  const { status, user, connect } = useAuth()
  const leaving = useLeaving()
  const router = useLocaleRouter()
  const pathname = usePathname() ?? '/dashboard'
  useEffect(() => connect(), [connect])
  useEffect(() => {
    if (status === 'signed-out' && !leaving) router.replace(`/login?next=${encodeURIComponent(pathname)}`)
  }, [status, leaving, router, pathname])
  if (status !== 'signed-in' || !user) {
    return (
      <p role="status" className="py-16 text-center text-muted">
        {t('checkingSession')}
      </p>
    )
  }
  return <>{children(user)}</>
}
