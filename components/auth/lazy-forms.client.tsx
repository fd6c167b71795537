'use client'

import dynamic from 'next/dynamic'
import { useTranslations } from 'use-intl'

function Loading() {
  const t = useTranslations('auth')
  return <p className="py-16 text-center text-muted">{t('loading')}</p>
}

// The forms (and zod with them) load as their own chunks, apart from the site code every page shares.
const loading = () => <Loading />
export const LoginForm = dynamic(() => import('./login-form.client').then((m) => m.LoginForm), { ssr: false, loading })
export const SignUpForm = dynamic(() => import('./sign-up-form.client').then((m) => m.SignUpForm), { ssr: false, loading })
