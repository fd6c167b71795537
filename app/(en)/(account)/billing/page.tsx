import type { Metadata } from 'next'
import { privatePageMetadata } from '@/lib/i18n/private-metadata'
import { Billing } from '@/components/account/lazy-screens.client'

export const metadata: Metadata = privatePageMetadata('account.billing', 'en')

export default function BillingPage() {
  return <Billing />
}
