import type { Metadata } from 'next'
import { privatePageMetadata } from '@/lib/i18n/private-metadata'
import { NotificationsList } from '@/components/account/lazy-screens.client'

export const metadata: Metadata = privatePageMetadata('account.notifications', 'en')

export default function NotificationsPage() {
  return <NotificationsList />
}
