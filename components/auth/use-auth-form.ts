'use client'

import { useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from 'use-intl'
import type { z } from 'zod'
import { fieldErrors, type FieldErrors } from '@/lib/validation/account'
import { safeNext } from '@/lib/validation/redirect'
import { useAuth } from './auth-provider.client'
import { useLocaleRouter } from '@/components/use-locale-router'

/**
 * What the login and sign-up forms share: Firebase Auth followed from the start, where to go afterwards
 * (`next`, a page of ours from ?next=), the fields' errors (kept as messages, given to the form in the
 * page's language), the busy state, and the start of a submission.
 */
export function useAuthForm() {
  const t = useTranslations('auth')
  const router = useLocaleRouter()
  const next = safeNext(useSearchParams()?.get('next'))
  const auth = useAuth()
  const { connect } = auth
  const [fieldMessages, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  // A second click lands before React has disabled the button: one submission at a time, from the first.
  const submittingRef = useRef(false)
  useEffect(() => connect(), [connect])
  const errors: Record<string, string> = Object.fromEntries(Object.entries(fieldMessages).map(([field, m]) => [field, t(m.key, m.values)]))

  /**
   * The start of a submission: none while one is under way; the form's fields checked against `schema`
   * (the previous message cleared, each field's error shown); the valid data, or null.
   */
  function readForm<T>(event: FormEvent<HTMLFormElement>, schema: z.ZodType<T>, clearMessage: () => void): T | null {
    event.preventDefault()
    if (submittingRef.current) return null
    const parsed = schema.safeParse(Object.fromEntries(new FormData(event.currentTarget)))
    clearMessage()
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error))
      return null
    }
    setErrors({})
    return parsed.data
  }

  return { t, router, next, auth, errors, setErrors, busy, setBusy, submittingRef, readForm }
}
