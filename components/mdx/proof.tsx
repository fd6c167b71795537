import type { ReactNode } from 'react'

/** A proof: "Proof." ... ending with a tombstone. Not numbered. */
export function Proof({ title, children }: { title?: string; children?: ReactNode }) {
  return (
    <div className="noe-proof" role="group" aria-label={title ?? 'Proof'}>
      <p className="italic">{title ?? 'Proof'}.</p>
      {children}
      <p aria-hidden="true" className="noe-proof-end">∎</p>
      <div className="clear-both" />
    </div>
  )
}
