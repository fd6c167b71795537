'use client'

import { useCallback } from 'react'
import { useTranslations } from 'use-intl'
import type { AuthMessage } from '@/lib/validation/messages'

/**
 * Words a message of the `auth` namespace (a form rule's from lib/validation/account, a Firebase error's from
 * authErrorMessage) in the page's language.
 */
export function useAuthMessage(): (message: AuthMessage) => string {
  const t = useTranslations('auth')
  return useCallback((message: AuthMessage) => t(message.key, message.values), [t])
}
