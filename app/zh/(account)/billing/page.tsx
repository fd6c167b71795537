import { privatePageMetadata } from '@/lib/i18n/private-metadata'

export { default } from '@/app/(en)/(account)/billing/page'
export const metadata = privatePageMetadata('account.billing', 'zh')
