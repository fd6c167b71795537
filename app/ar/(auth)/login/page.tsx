import { privatePageMetadata } from '@/lib/i18n/private-metadata'

export { default } from '@/app/(en)/(auth)/login/page'
export const metadata = privatePageMetadata('auth.login', 'ar')
