import { privatePageMetadata } from '@/lib/i18n/private-metadata'
import { setRequestLocale } from '@/lib/i18n/server'
import DashboardPage from '@/app/(en)/(account)/dashboard/page'

export const metadata = privatePageMetadata('account.dashboard', 'ar')

export default function Page() {
  setRequestLocale('ar')
  return DashboardPage()
}
