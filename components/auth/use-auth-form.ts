'use client'

import { useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { safeNext } from '@/lib/validation/redirect'
import { useAuth } from './auth-provider.client'

/**
 * What the login and sign-up forms share: Firebase Auth followed from the start, where to go afterwards
 * (`next`, a page of ours from ?next=), the fields' errors, and the busy state.
 */
export function useAuthForm() {
  const router = useRouter()
  const next = safeNext(useSearchParams()?.get('next'))
  const auth = useAuth()
  const { connect } = auth
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)
  // A second click lands before React has disabled the button: one submission at a time, from the first.
  const submittingRef = useRef(false)
  useEffect(() => connect(), [connect])
  return { router, next, auth, errors, setErrors, busy, setBusy, submittingRef }
}
