'use client'

import { useTranslations } from 'use-intl'
import type { AuthUser } from '@/components/auth/auth-provider.client'
import { authErrorMessage } from '@/lib/firebase/auth-errors'
import { Avatar } from './avatar'
import { useAuthMessage } from './use-auth-message'
import type { WriteMessage } from './use-write-status'

/** The profile's head: avatar, e-mail address, whether it is verified, and a new verification link on request. */
export function ProfileIdentity({ user, name, onMessage }: { user: AuthUser; name: string; onMessage: (message: WriteMessage) => void }) {
  const t = useTranslations('account')
  const say = useAuthMessage()
  async function resend() {
    try {
      const { sendVerificationEmail } = await import('@/lib/firebase/account-auth')
      await sendVerificationEmail()
      onMessage({ tone: 'success', text: t('profile.verificationSent', { email: user.email ?? '' }) })
    } catch (error) {
      onMessage({ tone: 'error', text: say(authErrorMessage(error)) })
    }
  }

  return (
    <div className="flex items-center gap-4">
      <Avatar name={name} email={user.email} size="lg" />
      <div>
        <p className="font-semibold text-foreground">{user.email}</p>
        <p className="text-sm text-muted" data-testid="email-status">
          {user.emailVerified ? t('profile.emailVerified') : t('profile.emailNotVerified')}
        </p>
        {!user.emailVerified && (
          <button type="button" onClick={() => void resend()} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
            {t('profile.resendVerification')}
          </button>
        )}
      </div>
    </div>
  )
}
