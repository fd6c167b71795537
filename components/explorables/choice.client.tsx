'use client'

import { useId, type ReactNode } from 'react'

/**
 * One of a few options as radio buttons in a fieldset named by its legend: reached with Tab, moved through
 * with the arrow keys, as every explorable's choices are.
 */
export function Choice<T extends string | number>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: ReactNode
  /** Each option's value and its label. */
  options: readonly (readonly [T, ReactNode])[]
  /** The chosen value; none is checked when it matches no option (e.g. weights edited away from every preset). */
  value: T | undefined
  onChange: (value: T) => void
}) {
  const name = useId()
  return (
    <fieldset>
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option}>
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} /> {label}
        </label>
      ))}
    </fieldset>
  )
}
