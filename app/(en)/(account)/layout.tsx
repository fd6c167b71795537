import type { ReactNode } from 'react'
import { AccountShell } from '@/components/account/account-shell.client'
import { I18nScope } from '@/components/i18n-scope'

/** The account area: every screen inside the protected account frame (each screen is its own lazy chunk). */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return (
    <I18nScope paths={['account', 'auth']}>
      <AccountShell>{children}</AccountShell>
    </I18nScope>
  )
}
