export { default, metadata } from '@/app/(en)/(auth)/login/page'
