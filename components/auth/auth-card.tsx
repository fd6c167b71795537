import type { ReactNode } from 'react'

/** The frame of the login and sign-up screens. */
export function AuthCard({ title, lead, children, footer }: { title: string; lead: string; children: ReactNode; footer: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-12">
      <div>
        <h1 className="text-3xl font-bold tracking-tight text-foreground">{title}</h1>
        <p className="mt-2 text-muted">{lead}</p>
      </div>
      {children}
      <div className="text-sm text-muted">{footer}</div>
    </div>
  )
}
