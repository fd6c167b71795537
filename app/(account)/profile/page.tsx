import type { Metadata } from 'next'
import { AccountPage } from '@/components/account/account-page.client'

export const metadata: Metadata = { title: 'Profile', robots: { index: false } }

export default function ProfilePage() {
  return <AccountPage screen="profile" />
}
