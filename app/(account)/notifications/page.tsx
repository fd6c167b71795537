import type { Metadata } from 'next'
import { AccountPage } from '@/components/account/account-page.client'

export const metadata: Metadata = { title: 'Notifications', robots: { index: false } }

export default function NotificationsPage() {
  return <AccountPage screen="notifications" />
}
