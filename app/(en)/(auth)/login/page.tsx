import type { Metadata } from 'next'
import { privatePageMetadata } from '@/lib/i18n/private-metadata'
import { AuthPage } from '@/components/auth/auth-page'
import { LoginForm } from '@/components/auth/lazy-forms.client'

export const metadata: Metadata = privatePageMetadata('auth.login', 'en')

export default function LoginPage() {
  return (
    <AuthPage>
      <LoginForm />
    </AuthPage>
  )
}
