import type { Metadata } from 'next'
import { AuthPage } from '@/components/auth/auth-page'
import { SignUpForm } from '@/components/auth/lazy-forms.client'

export const metadata: Metadata = { title: 'Sign up', robots: { index: false } }

export default function SignUpPage() {
  return (
    <AuthPage>
      <SignUpForm />
    </AuthPage>
  )
}
