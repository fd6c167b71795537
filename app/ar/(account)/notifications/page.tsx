export { default, metadata } from '@/app/(en)/(account)/notifications/page'
