export { default, metadata } from '@/app/(en)/(account)/dashboard/page'
