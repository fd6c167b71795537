import type { Metadata } from 'next'
import { AccountPage } from '@/components/account/account-page.client'

export const metadata: Metadata = { title: 'Settings', robots: { index: false } }

export default function SettingsPage() {
  return <AccountPage screen="settings" />
}
