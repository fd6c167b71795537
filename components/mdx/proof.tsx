import type { ReactNode } from 'react'
import { getTranslations } from '@/lib/i18n/server'

/** A proof: "Proof." ... ending with a tombstone. Not numbered. */
export function Proof({ title, children }: { title?: string; children?: ReactNode }) {
  const name = title ?? getTranslations('blocks')('proof')
  return (
    <div className="noe-proof" role="group" aria-label={name}>
      <p className="italic">{name}.</p>
      {children}
      <p aria-hidden="true" className="noe-proof-end">∎</p>
      <div className="clear-both" />
    </div>
  )
}
