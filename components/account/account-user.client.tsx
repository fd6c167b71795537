'use client'

import { createContext, useContext, type ReactNode } from 'react'
import type { AuthUser } from '@/components/auth/auth-provider.client'

const AccountUserContext = createContext<AuthUser | null>(null)

/** Hands the signed-in user to the account screens inside the account frame. */
export function AccountUserProvider({ user, children }: { user: AuthUser; children: ReactNode }) {
  return <AccountUserContext.Provider value={user}>{children}</AccountUserContext.Provider>
}

/** The signed-in user of an account screen (the account frame renders screens only once it is known). */
export function useAccountUser(): AuthUser {
  const user = useContext(AccountUserContext)
  if (!user) throw new Error('useAccountUser must be used inside the account frame (app/(account)/layout.tsx)')
  return user
}
