'use client'

import { useTranslations } from 'use-intl'

/** The answer field of a numeric or text Problem, with its unit. */
export function AnswerText({
  id,
  numeric,
  unit,
  value,
  onChange,
  invalid,
  describedBy,
}: {
  id: string
  numeric: boolean
  unit?: string
  value: string
  onChange: (value: string) => void
  /** The last check found the answer wrong or unreadable. */
  invalid: boolean
  /** The feedback's id, once there is feedback. */
  describedBy?: string
}) {
  const t = useTranslations('problems')
  return (
    <div className="flex flex-wrap items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('yourAnswer')}
      </label>
      <input
        id={id}
        type="text"
        inputMode={numeric ? 'decimal' : 'text'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className="h-10 w-48 rounded-md border border-border bg-background px-3 text-foreground"
      />
      {unit ? <span className="text-sm text-muted">{unit}</span> : null}
    </div>
  )
}
