import { privatePageMetadata } from '@/lib/i18n/private-metadata'

export { default } from '@/app/(en)/(auth)/sign-up/page'
export const metadata = privatePageMetadata('auth.signUp', 'ar')
