'use client'

import Link from 'next/link'
import { useEffect, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import { authErrorMessage } from '@/lib/firebase/auth-errors'
import { PASSWORD_HINT, signUpSchema } from '@/lib/validation/account'
import { AuthCard } from './auth-card'
import { ProviderButtons } from './provider-buttons.client'
import { useAuthForm } from './use-auth-form'

export function SignUpForm() {
  const { router, next, auth, errors, busy, setBusy, submittingRef, readForm } = useAuthForm()
  const { status, refresh } = auth
  const [message, setMessage] = useState<string | null>(null)

  useEffect(() => {
    if (status === 'signed-in' && !busy) router.replace(next)
  }, [status, router, next, busy])

  async function submit(event: FormEvent<HTMLFormElement>) {
    const data = readForm(event, signUpSchema, () => setMessage(null))
    if (!data) return
    setBusy(true)
    submittingRef.current = true
    try {
      const { signUpWithEmail } = await import('@/lib/firebase/sign-in')
      await signUpWithEmail(data.displayName, data.email, data.password)
      await refresh() // picks up the display name set just after the account was created
      router.replace(next)
    } catch (error) {
      setMessage(authErrorMessage(error))
      setBusy(false)
      submittingRef.current = false
    }
  }

  async function provider(kind: 'google' | 'github') {
    setMessage(null)
    setBusy(true)
    try {
      const { logInWithProvider } = await import('@/lib/firebase/sign-in')
      await logInWithProvider(kind)
      router.replace(next)
    } catch (error) {
      setMessage(authErrorMessage(error))
      setBusy(false)
    }
  }

  return (
    <AuthCard
      title="Create your account"
      lead="Free, and never needed to read: an account remembers your progress, bookmarks and preferences."
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
            Log in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Sign up">
        {message && <FormMessage tone="error">{message}</FormMessage>}
        <Field label="Display name" name="displayName" autoComplete="name" maxLength={50} error={errors.displayName} required />
        <Field label="E-mail" name="email" type="email" autoComplete="email" error={errors.email} required />
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          hint={PASSWORD_HINT}
          required
        />
        <Field label="Confirm password" name="confirm" type="password" autoComplete="new-password" error={errors.confirm} required />
        <Button type="submit" disabled={busy}>
          {busy ? 'Creating your account…' : 'Sign up'}
        </Button>
      </form>
      <ProviderButtons disabled={busy} onChoose={(p) => void provider(p)} />
    </AuthCard>
  )
}
