export { default, metadata } from '@/app/(en)/(auth)/sign-up/page'
