'use client'

import { useState, type FormEvent } from 'react'
import type { AuthUser } from '@/components/auth/auth-provider.client'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import { authErrorMessage } from '@/lib/firebase/auth-errors'
import { changePasswordSchema, fieldErrors, PASSWORD_HINT } from '@/lib/validation/account'
import { Panel } from './panel'
import type { WriteMessage } from './use-write-status'

/** A password account's new password, after the current one. */
export function ChangePasswordForm({ user }: { user: AuthUser }) {
  const [message, setMessage] = useState<WriteMessage>(null)
  const [errors, setErrors] = useState<Record<string, string>>({})
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
      setMessage({ tone: 'success', text: 'Password changed.' })
    } catch (error) {
      setMessage({ tone: 'error', text: authErrorMessage(error) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Panel title="Change password">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Change password">
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <Field label="Current password" name="current" type="password" autoComplete="current-password" error={errors.current} />
        <Field label="New password" name="next" type="password" autoComplete="new-password" error={errors.next} hint={PASSWORD_HINT} />
        <Field label="Confirm new password" name="confirm" type="password" autoComplete="new-password" error={errors.confirm} />
        <Button type="submit" disabled={busy} className="self-start">
          Change password
        </Button>
      </form>
    </Panel>
  )
}
