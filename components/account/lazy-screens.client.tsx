'use client'

import dynamic from 'next/dynamic'
import { useTranslations } from 'use-intl'

// The account screens, one chunk each and drawn in the browser only, so nothing of the account area rides
// along with the shared site code. Each page of app/(account) renders its own; the frame around it is the
// route group's layout.
// next/dynamic renders `loading` as a component, inside the page's IntlProvider.
function Loading() {
  const t = useTranslations('account')
  return <p className="text-muted">{t('loading')}</p>
}
const loading = Loading
export const Dashboard = dynamic(() => import('./dashboard.client').then((m) => m.Dashboard), { ssr: false, loading })
export const ProfileForm = dynamic(() => import('./profile-form.client').then((m) => m.ProfileForm), { ssr: false, loading })
export const SettingsForm = dynamic(() => import('./settings-form.client').then((m) => m.SettingsForm), { ssr: false, loading })
export const Billing = dynamic(() => import('./billing.client').then((m) => m.Billing), { ssr: false, loading })
export const NotificationsList = dynamic(() => import('./notifications-list.client').then((m) => m.NotificationsList), { ssr: false, loading })
