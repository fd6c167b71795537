export { default, metadata } from '@/app/(en)/(account)/profile/page'
