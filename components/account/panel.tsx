import { useId, type ReactNode } from 'react'

/**
 * A titled panel of an account screen (the dashboard's cards, the settings' sections), a region named by its
 * title (the heading's id is React's own, as a title in Arabic or Chinese makes no id).
 */
export function Panel({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId()
  return (
    <section aria-labelledby={id} className="rounded-lg border border-border p-5">
      <div className="flex items-center justify-between">
        <h2 id={id} className="text-lg font-semibold text-foreground">
          {title}
        </h2>
        {action}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  )
}
