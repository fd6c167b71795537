'use client'

import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import { authErrorMessage } from '@/lib/firebase/auth-errors'
import { emailSchema, fieldErrors, loginSchema } from '@/lib/validation/account'
import { DEFAULT_NEXT, safeNext } from '@/lib/validation/redirect'
import { AuthCard } from './auth-card'
import { useAuth } from './auth-provider.client'
import { ProviderButtons } from './provider-buttons.client'

export function LoginForm() {
  const router = useRouter()
  const next = safeNext(useSearchParams()?.get('next'))
  const { status, connect } = useAuth()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  // A second click lands before React has disabled the button: one submission at a time, from the first.
  const submitting = useRef(false)

  useEffect(() => connect(), [connect])
  // A signed-in visitor goes straight on.
  useEffect(() => {
    if (status === 'signed-in') router.replace(next)
  }, [status, router, next])

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (submitting.current) return
    const data = Object.fromEntries(new FormData(event.currentTarget))
    const parsed = loginSchema.safeParse(data)
    setMessage(null)
    if (!parsed.success) return setErrors(fieldErrors(parsed.error))
    setErrors({})
    setBusy(true)
    submitting.current = true
    try {
      const { logInWithEmail } = await import('@/lib/firebase/sign-in')
      await logInWithEmail(parsed.data.email, parsed.data.password)
      router.replace(next)
    } catch (error) {
      setMessage({ tone: 'error', text: authErrorMessage(error) })
      setBusy(false)
      submitting.current = false
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
      setMessage({ tone: 'error', text: authErrorMessage(error) })
      setBusy(false)
    }
  }

  async function forgot(form: HTMLFormElement | null) {
    const email = emailSchema.safeParse(form ? new FormData(form).get('email') : '')
    if (!email.success) {
      setErrors({ email: 'Enter your e-mail address above, then choose "Forgot password?" again.' })
      return
    }
    setErrors({})
    try {
      const { sendReset } = await import('@/lib/firebase/sign-in')
      await sendReset(email.data)
    } catch (error) {
      // Unknown addresses get the same answer, so the form does not reveal who has an account.
      if ((error as { code?: string }).code !== 'auth/user-not-found') {
        setMessage({ tone: 'error', text: authErrorMessage(error) })
        return
      }
    }
    setMessage({ tone: 'success', text: `If an account exists for ${email.data}, we have sent it a link to reset the password.` })
  }

  return (
    <AuthCard
      title="Log in"
      lead="Welcome back. Your progress, bookmarks and notifications are waiting."
      footer={
        <>
          New to Noether?{' '}
          <Link href={`/sign-up${next !== DEFAULT_NEXT ? `?next=${encodeURIComponent(next)}` : ''}`} className="font-medium text-primary underline-offset-4 hover:underline">
            Create an account
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Log in">
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <Field label="E-mail" name="email" type="email" autoComplete="email" error={errors.email} required />
        <Field label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} required />
        <div className="flex items-center justify-between">
          <button
            type="button"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            onClick={(e) => void forgot(e.currentTarget.form)}
          >
            Forgot password?
          </button>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? 'Logging in…' : 'Log in'}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-border" /> or <span className="h-px flex-1 bg-border" />
      </div>
      <ProviderButtons disabled={busy} onChoose={(p) => void provider(p)} />
    </AuthCard>
  )
}
