export { default, metadata } from '@/app/(en)/(account)/settings/page'
