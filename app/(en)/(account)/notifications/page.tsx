import type { Metadata } from 'next'
import { NotificationsList } from '@/components/account/lazy-screens.client'

export const metadata: Metadata = { title: 'Notifications', robots: { index: false } }

export default function NotificationsPage() {
  return <NotificationsList />
}
