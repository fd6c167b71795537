import type { InputHTMLAttributes, ReactNode } from 'react'
import { cn } from '@/lib/utils'

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: ReactNode }

/** A labelled input with its error message, announced and linked by aria-describedby. */
export function Field({ label, error, hint, id, name, className, ...props }: FieldProps) {
  const inputId = id ?? `field-${name}`
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-medium text-foreground">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={cn(
          'h-10 rounded-md border bg-background px-3 text-foreground outline-none focus-visible:ring-2 focus-visible:ring-primary',
          error ? 'border-destructive' : 'border-border',
          className,
        )}
        {...props}
      />
      {hint && (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  )
}

/** A form-level message: errors are alerts, confirmations and notes polite status updates. */
export function FormMessage({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-3 py-2 text-sm',
        tone === 'error' ? 'border-destructive text-destructive' : tone === 'success' ? 'border-success text-success' : 'border-border text-foreground',
      )}
    >
      {children}
    </p>
  )
}
