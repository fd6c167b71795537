'use client'

import type { ReactNode } from 'react'
import { useTranslations } from 'use-intl'

/** The options of a multiple-choice Problem: radios, or checkboxes when several are correct. */
export function AnswerChoices({
  name,
  choices,
  multiple,
  chosen,
  onToggle,
  describedBy,
}: {
  name: string
  choices: ReactNode[]
  multiple: boolean
  chosen: number[]
  onToggle: (index: number) => void
  /** The feedback's id, once there is feedback. */
  describedBy?: string
}) {
  const t = useTranslations('problems')
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium">{multiple ? t('chooseAll') : t('chooseOne')}</legend>
      {choices.map((content, i) => (
        <label key={i} className="flex cursor-pointer items-start gap-2 rounded-md border border-border p-2 hover:bg-surface">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            className="mt-1"
            checked={chosen.includes(i)}
            onChange={() => onToggle(i)}
            aria-describedby={describedBy}
          />
          {/* A visible letter: choices that are pure math still get a readable accessible name. */}
          <span className="font-semibold text-muted">{String.fromCharCode(65 + i)}.</span>
          <span className="[&>p]:m-0!">{content}</span>
        </label>
      ))}
    </fieldset>
  )
}
