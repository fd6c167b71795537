'use client'

import { useTranslations } from 'use-intl'
import type { AuthUser } from '@/components/auth/auth-provider.client'
import { useEnsureAccount } from './use-ensure-account'

/** Repairs an account whose profile went missing (useEnsureAccount), and says so. */
export function RepairedProfileNotice({ user }: { user: AuthUser }) {
  const t = useTranslations('account')
  const account = useEnsureAccount(user)
  if (account !== 'repaired') return null
  return (
    <p role="status" className="mt-4 rounded-md border border-border p-3 text-sm text-foreground">
      {t('repaired')}
    </p>
  )
}
