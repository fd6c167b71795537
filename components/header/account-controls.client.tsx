'use client'

import { UserRound } from 'lucide-react'
import dynamic from 'next/dynamic'
import { LocaleLink as Link } from '@/components/locale-link.client'
import { useTranslations } from 'use-intl'
import { useAuth } from '@/components/auth/auth-provider.client'
import { buttonVariants } from '@/components/ui/button'
import { cn } from '@/lib/utils'

// Signed-in menus (Radix DropdownMenu, Firestore for the unread count and plan) load only for members.
const UserMenus = dynamic(() => import('./user-menus.client'), { ssr: false, loading: () => <Slot /> })

/** The reserved space: the same size whatever the auth state, so the header never shifts. */
function Slot({ children }: { children?: React.ReactNode }) {
  return (
    <div className="flex w-9 items-center justify-end gap-2 md:w-44" data-testid="account-controls">
      {children}
    </div>
  )
}

/**
 * Log In and Sign Up for visitors (from medium width up; a sign-in icon below), the signed-in menus
 * for members. While the auth state is unknown the slot stays empty at its final size.
 */
export function AccountControls() {
  const { status, user } = useAuth()
  const t = useTranslations('header')
  if (status === 'unknown') return <Slot />
  if (status === 'signed-in' && user) return <UserMenus user={user} />
  return (
    <Slot>
      <Link href="/login" className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'max-md:hidden')}>
        {t('account.logIn')}
      </Link>
      <Link href="/sign-up" className={cn(buttonVariants({ variant: 'default', size: 'sm' }), 'max-md:hidden')}>
        {t('account.signUp')}
      </Link>
      <Link href="/login" aria-label={t('account.logIn')} className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}>
        <UserRound className="size-5" aria-hidden="true" />
      </Link>
    </Slot>
  )
}
