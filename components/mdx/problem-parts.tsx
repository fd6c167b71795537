import type { ReactNode } from 'react'

/*
 * Markers used inside <Problem>: they render nothing by themselves; <Problem> picks them out of its
 * children and hands their content to the interactive form.
 */

/** A hint, revealed on request, one at a time. */
export function Hint({ children }: { children?: ReactNode }) {
  return <>{children}</>
}

/** The worked solution, revealed on request. */
export function Solution({ children }: { children?: ReactNode }) {
  return <>{children}</>
}

/** One option of a multiple-choice problem; mark the right one(s) with `correct`. */
export function Choice({ children }: { correct?: boolean; children?: ReactNode }) {
  return <>{children}</>
}
