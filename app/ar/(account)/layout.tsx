export { default } from '@/app/(en)/(account)/layout'
