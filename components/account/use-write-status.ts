'use client'

import { useCallback, useRef, useState } from 'react'
import { useTranslations } from 'use-intl'
import { confirmWrite } from '@/lib/firebase/confirm-write'

export type WriteMessage = { tone: 'error' | 'success' | 'info'; text: string } | null

/**
 * The state of a save, honest offline: "Saving…" for a few seconds at most, then either the confirmation
 * or "saved on this device, will sync", which turns into the confirmation once the server has it. The
 * caller passes its two messages in the page's language.
 */
export function useWriteStatus(savedText: string, failedText: string) {
  const t = useTranslations('account')
  const pendingText = t('write.pending')
  const [message, setMessage] = useState<WriteMessage>(null)
  const [busy, setBusy] = useState(false)
  const latest = useRef(0)

  const run = useCallback(
    async (write: () => Promise<unknown>) => {
      const id = ++latest.current
      const current = () => id === latest.current
      setBusy(true)
      setMessage(null)
      const outcome = confirmWrite(Promise.resolve().then(write), { online: navigator.onLine })
      try {
        const first = await outcome.first
        if (!current()) return
        setBusy(false)
        if (first === 'saved') return setMessage({ tone: 'success', text: savedText })
        setMessage({ tone: 'info', text: pendingText })
        await outcome.synced
        if (current()) setMessage({ tone: 'success', text: savedText })
      } catch (error) {
        console.warn(error)
        if (!current()) return
        setBusy(false)
        setMessage({ tone: 'error', text: failedText })
      }
    },
    [savedText, failedText, pendingText],
  )

  return { message, busy, run, setMessage }
}
