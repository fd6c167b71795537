export { default, metadata } from '@/app/(en)/(account)/billing/page'
