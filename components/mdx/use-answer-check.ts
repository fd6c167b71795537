'use client'

import { useState, type FormEvent } from 'react'
import { useTranslations } from 'use-intl'
import { checkAnswer, type AnswerSpec, type CheckResult } from '@/lib/problems/answer'

/** Fired on window when a reader solves a problem; detail: { problemId }. */
export const PROBLEM_SOLVED_EVENT = 'noether:problem-solved'

export interface AnswerCheck {
  /** The typed answer (numeric and text problems). */
  text: string
  /** The indices of the chosen options (choice problems). */
  chosen: number[]
  /** The last check, until the answer changes. */
  result: CheckResult | null
  /** More than one option is correct: checkboxes rather than radios. */
  multiple: boolean
  /** The feedback for `result`, in the page's language: empty when there is none. */
  message: string
  changeText: (text: string) => void
  toggleChoice: (index: number) => void
  /** The form's submit handler: checks the answer and announces a solved problem. */
  submit: (event: FormEvent) => void
}

/** The state of a Problem's answer: what is typed or chosen, and the result of checking it. */
export function useAnswerCheck(spec: AnswerSpec): AnswerCheck {
  const t = useTranslations('problems')
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState<number[]>([])
  const [result, setResult] = useState<CheckResult | null>(null)
  const multiple = spec.kind === 'choice' && spec.correct.length > 1

  function submit(event: FormEvent) {
    event.preventDefault()
    const checked = checkAnswer(spec, spec.kind === 'choice' ? chosen : text)
    setResult(checked)
    if (checked.status === 'correct') {
      // Announced to the page: the signed-in progress island records it (no account code here).
      const problem = (event.currentTarget as HTMLElement).closest('[id^="problem-"]')?.id
      if (problem) window.dispatchEvent(new CustomEvent(PROBLEM_SOLVED_EVENT, { detail: { problemId: problem } }))
    }
  }

  function changeText(next: string) {
    setText(next)
    setResult(null)
  }

  function toggleChoice(index: number) {
    setResult(null)
    setChosen((prev) => (multiple ? (prev.includes(index) ? prev.filter((i) => i !== index) : [...prev, index]) : [index]))
  }

  const message = !result ? '' : result.status === 'invalid' ? t(result.message) : t(`feedback.${result.status}`)
  return { text, chosen, result, multiple, message, changeText, toggleChoice, submit }
}
