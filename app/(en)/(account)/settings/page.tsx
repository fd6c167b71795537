import type { Metadata } from 'next'
import { privatePageMetadata } from '@/lib/i18n/private-metadata'
import { SettingsForm } from '@/components/account/lazy-screens.client'

export const metadata: Metadata = privatePageMetadata('account.settings', 'en')

export default function SettingsPage() {
  return <SettingsForm />
}
