import type { Metadata } from 'next'
import { AuthPage } from '@/components/auth/auth-page'
import { LoginForm } from '@/components/auth/lazy-forms.client'

export const metadata: Metadata = { title: 'Log in', robots: { index: false } }

export default function LoginPage() {
  return (
    <AuthPage>
      <LoginForm />
    </AuthPage>
  )
}
