import type { Metadata } from 'next'
import { privatePageMetadata } from '@/lib/i18n/private-metadata'
import { AuthPage } from '@/components/auth/auth-page'
import { SignUpForm } from '@/components/auth/lazy-forms.client'

export const metadata: Metadata = privatePageMetadata('auth.signUp', 'en')

export default function SignUpPage() {
  return (
    <AuthPage>
      <SignUpForm />
    </AuthPage>
  )
}
