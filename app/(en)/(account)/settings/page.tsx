import type { Metadata } from 'next'
import { SettingsForm } from '@/components/account/lazy-screens.client'

export const metadata: Metadata = { title: 'Settings', robots: { index: false } }

export default function SettingsPage() {
  return <SettingsForm />
}
