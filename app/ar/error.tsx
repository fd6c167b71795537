'use client'

export { default } from '@/app/(en)/error'
