import { privatePageMetadata } from '@/lib/i18n/private-metadata'

export { default } from '@/app/(en)/(account)/settings/page'
export const metadata = privatePageMetadata('account.settings', 'zh')
