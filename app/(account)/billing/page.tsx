import type { Metadata } from 'next'
import { AccountPage } from '@/components/account/account-page.client'

export const metadata: Metadata = { title: 'Billing', robots: { index: false } }

export default function BillingPage() {
  return <AccountPage screen="billing" />
}
