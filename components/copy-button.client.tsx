'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'use-intl'
import { Button } from '@/components/ui/button'

/** How long the "Copied" confirmation stays (spec: 2 s). */
export const COPY_CONFIRMATION_MS = 2000

/** Copies `text` to the clipboard and confirms for 2 s. A failure is only logged. `label`: "Copy citation" unless given. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useTranslations('page')
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS)
    return () => clearTimeout(timer)
  }, [copied])

  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch (error) {
      console.error('Copy failed', error)
    }
  }

  return (
    <Button variant="outline" size="sm" onClick={copy} aria-live="polite">
      {copied ? t('copy.copied') : (label ?? t('copy.citation'))}
    </Button>
  )
}
