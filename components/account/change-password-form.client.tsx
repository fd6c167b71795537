'use client'

import { useState, type FormEvent } from 'react'
import { useTranslations } from 'use-intl'
import type { AuthUser } from '@/components/auth/auth-provider.client'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import { authErrorMessage } from '@/lib/firebase/auth-errors'
import { changePasswordSchema, fieldErrors, PASSWORD_HINT, type FieldErrors } from '@/lib/validation/account'
import { Panel } from './panel'
import { useAuthMessage } from './use-auth-message'
import type { WriteMessage } from './use-write-status'

/** A password account's new password, after the current one. */
export function ChangePasswordForm({ user }: { user: AuthUser }) {
  const t = useTranslations('account')
  const say = useAuthMessage()
  const [message, setMessage] = useState<WriteMessage>(null)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = changePasswordSchema.safeParse(Object.fromEntries(new FormData(form)))
    setMessage(null)
    if (!parsed.success) return setErrors(fieldErrors(parsed.error))
    setErrors({})
    setBusy(true)
    try {
      const { changePassword } = await import('@/lib/firebase/account-auth')
      await changePassword(user, parsed.data.current, parsed.data.next)
      form.reset()
      setMessage({ tone: 'success', text: t('password.changed') })
    } catch (error) {
      setMessage({ tone: 'error', text: say(authErrorMessage(error)) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Panel title={t('password.title')}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label={t('password.title')}>
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <Field label={t('password.current')} name="current" type="password" autoComplete="current-password" error={errors.current && say(errors.current)} />
        <Field label={t('password.next')} name="next" type="password" autoComplete="new-password" error={errors.next && say(errors.next)} hint={say(PASSWORD_HINT)} />
        <Field label={t('password.confirm')} name="confirm" type="password" autoComplete="new-password" error={errors.confirm && say(errors.confirm)} />
        <Button type="submit" disabled={busy} className="self-start">
          {t('password.submit')}
        </Button>
      </form>
    </Panel>
  )
}
