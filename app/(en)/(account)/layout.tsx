import type { ReactNode } from 'react'
import { AccountShell } from '@/components/account/account-shell.client'

/** The account area: every screen inside the protected account frame (each screen is its own lazy chunk). */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <AccountShell>{children}</AccountShell>
}
