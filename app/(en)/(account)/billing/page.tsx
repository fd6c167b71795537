import type { Metadata } from 'next'
import { Billing } from '@/components/account/lazy-screens.client'

export const metadata: Metadata = { title: 'Billing', robots: { index: false } }

export default function BillingPage() {
  return <Billing />
}
