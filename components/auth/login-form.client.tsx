'use client'

import Link from 'next/link'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import { DEFAULT_NEXT } from '@/lib/validation/redirect'
import { AuthCard } from './auth-card'
import { ProviderButtons } from './provider-buttons.client'
import { useLogin } from './use-login'

/** "New to Noether? Create an account", keeping where the visitor was going. */
function SignUpInstead({ next }: { next: string }) {
  return (
    <>
      New to Noether?{' '}
      <Link href={`/sign-up${next !== DEFAULT_NEXT ? `?next=${encodeURIComponent(next)}` : ''}`} className="font-medium text-primary underline-offset-4 hover:underline">
        Create an account
      </Link>
    </>
  )
}

export function LoginForm() {
  const { next, errors, message, busy, submit, provider, forgot } = useLogin()
  return (
    <AuthCard title="Log in" lead="Welcome back. Your progress, bookmarks and notifications are waiting." footer={<SignUpInstead next={next} />}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label="Log in">
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
      <ProviderButtons disabled={busy} onChoose={provider} />
    </AuthCard>
  )
}
