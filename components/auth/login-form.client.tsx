'use client'

import { LocaleLink as Link } from '@/components/locale-link.client'
import { useTranslations } from 'use-intl'
import { Button } from '@/components/ui/button'
import { Field, FormMessage } from '@/components/ui/field'
import { DEFAULT_NEXT } from '@/lib/validation/redirect'
import { AuthCard } from './auth-card'
import { ProviderButtons } from './provider-buttons.client'
import { useLogin } from './use-login'

/** "New to Noether? Create an account", keeping where the visitor was going. */
function SignUpInstead({ next }: { next: string }) {
  const t = useTranslations('auth.login')
  return t.rich('signUpInstead', {
    link: (chunks) => (
      <Link href={`/sign-up${next !== DEFAULT_NEXT ? `?next=${encodeURIComponent(next)}` : ''}`} className="font-medium text-primary underline-offset-4 hover:underline">
        {chunks}
      </Link>
    ),
  })
}

export function LoginForm() {
  const { t, next, errors, message, busy, submit, provider, forgot } = useLogin()
  return (
    <AuthCard title={t('login.title')} lead={t('login.lead')} footer={<SignUpInstead next={next} />}>
      <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" aria-label={t('login.form')}>
        {message && <FormMessage tone={message.tone}>{message.text}</FormMessage>}
        <Field label={t('fields.email')} name="email" type="email" autoComplete="email" error={errors.email} required />
        <Field label={t('fields.password')} name="password" type="password" autoComplete="current-password" error={errors.password} required />
        <div className="flex items-center justify-between">
          <button
            type="button"
            className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            onClick={(e) => void forgot(e.currentTarget.form)}
          >
            {t('login.forgot')}
          </button>
        </div>
        <Button type="submit" disabled={busy}>
          {busy ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
      <div className="flex items-center gap-3 text-xs text-muted">
        <span className="h-px flex-1 bg-border" /> {t('login.or')} <span className="h-px flex-1 bg-border" />
      </div>
      <ProviderButtons disabled={busy} onChoose={provider} />
    </AuthCard>
  )
}
