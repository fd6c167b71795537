'use client'

import { LocaleLink as Link } from '@/components/locale-link.client'
import { useEffect, useState, type FormEvent } from 'react'
import { useTranslations } from 'use-intl'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import { authErrorMessage, type AuthErrorMessage } from '@/lib/firebase/auth-errors'
import { NAME_MAX, PASSWORD_HINT, signUpSchema } from '@/lib/validation/account'
import { AuthCard } from './auth-card'
import { ProviderButtons } from './provider-buttons.client'
import { useAuthForm } from './use-auth-form'

/** "Already have an account? Log in". */
function LogInInstead() {
  const t = useTranslations('auth.signUp')
  return t.rich('logInInstead', {
    link: (chunks) => (
      <Link href="/login" className="font-medium text-primary underline-offset-4 hover:underline">
        {chunks}
      </Link>
    ),
  })
}

export function SignUpForm() {
  const { t, router, next, auth, errors, busy, setBusy, submittingRef, readForm } = useAuthForm()
  const { status, refresh } = auth
  const [message, setMessage] = useState<AuthErrorMessage | null>(null)

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
    <AuthCard title={t('signUp.title')} lead={t('signUp.lead')} footer={<LogInInstead />}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('signUp.form')}>
        {message && <FormMessage tone="error">{t(message.key, message.values)}</FormMessage>}
        <Field label={t('fields.displayName')} name="displayName" autoComplete="name" maxLength={NAME_MAX} error={errors.displayName} required />
        <Field label={t('fields.email')} name="email" type="email" autoComplete="email" error={errors.email} required />
        <Field
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          hint={t(PASSWORD_HINT.key, PASSWORD_HINT.values)}
          required
        />
        <Field label={t('fields.confirmPassword')} name="confirm" type="password" autoComplete="new-password" error={errors.confirm} required />
        <Button type="submit" disabled={busy}>
          {busy ? t('signUp.submitting') : t('signUp.submit')}
        </Button>
      </form>
      <ProviderButtons disabled={busy} onChoose={(p) => void provider(p)} />
    </AuthCard>
  )
}
