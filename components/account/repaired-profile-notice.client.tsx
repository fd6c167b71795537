'use client'

import type { AuthUser } from '@/components/auth/auth-provider.client'
import { useEnsureAccount } from './use-ensure-account'

/** Repairs an account whose profile went missing (useEnsureAccount), and says so. */
export function RepairedProfileNotice({ user }: { user: AuthUser }) {
  const account = useEnsureAccount(user)
  if (account !== 'repaired') return null
  return (
    <p role="status" className="mt-4 rounded-md border border-border p-3 text-sm text-foreground">
      Your profile was missing, so we set it up again with your name. Your progress and bookmarks are unchanged.
    </p>
  )
}
