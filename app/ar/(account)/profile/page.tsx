import { privatePageMetadata } from '@/lib/i18n/private-metadata'

export { default } from '@/app/(en)/(account)/profile/page'
export const metadata = privatePageMetadata('account.profile', 'ar')
