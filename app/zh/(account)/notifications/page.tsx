import { privatePageMetadata } from '@/lib/i18n/private-metadata'

export { default } from '@/app/(en)/(account)/notifications/page'
export const metadata = privatePageMetadata('account.notifications', 'zh')
