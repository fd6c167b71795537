import type { Metadata } from 'next'
import { ProfileForm } from '@/components/account/lazy-screens.client'

export const metadata: Metadata = { title: 'Profile', robots: { index: false } }

export default function ProfilePage() {
  return <ProfileForm />
}
