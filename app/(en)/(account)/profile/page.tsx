import type { Metadata } from 'next'
import { privatePageMetadata } from '@/lib/i18n/private-metadata'
import { ProfileForm } from '@/components/account/lazy-screens.client'

export const metadata: Metadata = privatePageMetadata('account.profile', 'en')

export default function ProfilePage() {
  return <ProfileForm />
}
