'use client'

import { useEffect, useState, type FormEvent } from 'react'
import { authErrorMessage } from '@/lib/firebase/auth-errors'
import { emailSchema, loginSchema } from '@/lib/validation/account'
import type { AuthMessage } from '@/lib/validation/messages'
import { useAuthForm } from './use-auth-form'

/** The login screen's form-level message: an `auth` message and its tone (the form translates it). */
export type LoginMessage = AuthMessage & { tone: 'error' | 'success' }

type SignIn = typeof import('@/lib/firebase/sign-in')

/** Asks for a reset link. Unknown addresses get the same answer, so the form does not reveal who has an account. */
async function requestReset(email: string): Promise<LoginMessage> {
  try {
    const { sendReset } = await import('@/lib/firebase/sign-in')
    await sendReset(email)
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') return { tone: 'error', ...authErrorMessage(error) }
  }
  return { tone: 'success', key: 'login.resetSent', values: { email } }
}

/**
 * The login screen's state and actions: e-mail and password, Google or GitHub, "Forgot password?". A
 * signed-in visitor, and one who has just logged in, goes on to `next` (a page of ours, from ?next=).
 */
export function useLogin() {
  const { t, router, next, auth, errors, setErrors, busy, setBusy, submittingRef, readForm } = useAuthForm()
  const [message, setMessage] = useState<LoginMessage | null>(null)
  const { status } = auth

  useEffect(() => {
    if (status === 'signed-in') router.replace(next)
  }, [status, router, next])

  /** Logs in one way or another, then goes on; a failure is shown, and the form can be used again. */
  async function attempt(logIn: (signIn: SignIn) => Promise<unknown>): Promise<boolean> {
    setMessage(null)
    setBusy(true)
    try {
      await logIn(await import('@/lib/firebase/sign-in'))
      router.replace(next)
      return true
    } catch (error) {
      setMessage({ tone: 'error', ...authErrorMessage(error) })
      setBusy(false)
      return false
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    const data = readForm(event, loginSchema, () => setMessage(null))
    if (!data) return
    submittingRef.current = true
    if (!(await attempt((signIn) => signIn.logInWithEmail(data.email, data.password)))) submittingRef.current = false
  }

  const provider = (kind: 'google' | 'github') => void attempt((signIn) => signIn.logInWithProvider(kind))

  async function forgot(form: HTMLFormElement | null) {
    const email = emailSchema.safeParse(form ? new FormData(form).get('email') : '')
    if (!email.success) return setErrors({ email: { key: 'login.forgotNeedsEmail' } })
    setErrors({})
    setMessage(await requestReset(email.data))
  }

  const shown = message && { tone: message.tone, text: t(message.key, message.values) }
  return { t, next, errors, message: shown, busy, submit, provider, forgot }
}
