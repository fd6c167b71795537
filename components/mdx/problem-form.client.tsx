'use client'

import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { checkAnswer, type AnswerSpec, type CheckResult } from '@/lib/problems/answer'

export interface ProblemFormProps {
  formId: string
  spec: AnswerSpec
  unit?: string
  choices: ReactNode[]
  hints: ReactNode[]
  solution: ReactNode
}

/** Fired on window when a reader solves a problem; detail: { problemId }. */
export const PROBLEM_SOLVED_EVENT = 'noether:problem-solved'

const feedbackText: Record<CheckResult['status'], string> = {
  correct: 'Correct. Well done!',
  wrong: 'Not quite. Try again, or take a hint.',
  invalid: '',
}

/** The interactive part of a Problem: answer input, Check, feedback, hints and solution. */
export function ProblemForm({ formId, spec, unit, choices, hints, solution }: ProblemFormProps) {
  const uid = useId()
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState<number[]>([])
  const [result, setResult] = useState<CheckResult | null>(null)
  const [hintsShown, setHintsShown] = useState(0)
  const [solutionShown, setSolutionShown] = useState(false)
  const multiple = spec.kind === 'choice' && spec.correct.length > 1
  const inputId = `${uid}-answer`
  const feedbackId = `${uid}-feedback`
  const solutionId = `${uid}-solution`

  function onSubmit(event: FormEvent) {
    event.preventDefault()
    const checked = checkAnswer(spec, spec.kind === 'choice' ? chosen : text)
    setResult(checked)
    if (checked.status === 'correct') {
      // Announced to the page: the signed-in progress island records it (no account code here).
      const problem = (event.currentTarget as HTMLElement).closest('[id^="problem-"]')?.id
      if (problem) window.dispatchEvent(new CustomEvent(PROBLEM_SOLVED_EVENT, { detail: { problemId: problem } }))
    }
  }

  function toggleChoice(index: number) {
    setResult(null)
    setChosen((prev) => (multiple ? (prev.includes(index) ? prev.filter((i) => i !== index) : [...prev, index]) : [index]))
  }

  const message = result ? (result.status === 'invalid' ? result.message : feedbackText[result.status]) : ''
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Answer to ${formId.replace(/-/g, ' ')}`} className="mt-3 space-y-3">
      {spec.kind === 'choice' ? (
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{multiple ? 'Choose all that apply' : 'Choose one'}</legend>
          {choices.map((content, i) => (
            <label key={i} className="flex cursor-pointer items-start gap-2 rounded-md border border-border p-2 hover:bg-surface">
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name={`${uid}-choice`}
                className="mt-1"
                checked={chosen.includes(i)}
                onChange={() => toggleChoice(i)}
                aria-describedby={result ? feedbackId : undefined}
              />
              {/* A visible letter: choices that are pure math still get a readable accessible name. */}
              <span className="font-semibold text-muted">{String.fromCharCode(65 + i)}.</span>
              <span className="[&>p]:m-0!">{content}</span>
            </label>
          ))}
        </fieldset>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={inputId} className="text-sm font-medium">
            Your answer
          </label>
          <input
            id={inputId}
            type="text"
            inputMode={spec.kind === 'numeric' ? 'decimal' : 'text'}
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(e) => {
              setText(e.target.value)
              setResult(null)
            }}
            aria-invalid={result?.status === 'invalid' || result?.status === 'wrong' ? true : undefined}
            aria-describedby={result ? feedbackId : undefined}
            className="h-10 w-48 rounded-md border border-border bg-background px-3 text-foreground"
          />
          {unit ? <span className="text-sm text-muted">{unit}</span> : null}
        </div>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm">
          Check
        </Button>
        {hintsShown < hints.length ? (
          <Button variant="outline" size="sm" onClick={() => setHintsShown((n) => n + 1)}>
            {hints.length === 1 ? 'Show hint' : `Show hint ${hintsShown + 1} of ${hints.length}`}
          </Button>
        ) : null}
        {solution ? (
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={solutionShown}
            aria-controls={solutionId}
            onClick={() => setSolutionShown((s) => !s)}
          >
            {solutionShown ? 'Hide solution' : 'Show solution'}
          </Button>
        ) : null}
      </div>
      <p
        id={feedbackId}
        role="status"
        aria-live="polite"
        data-status={result?.status}
        className={
          result?.status === 'correct' ? 'font-medium text-success' : result ? 'font-medium text-destructive' : 'sr-only'
        }
      >
        {message}
      </p>
      {hints.slice(0, hintsShown).map((hint, i) => (
        <div key={i} className="rounded-md bg-surface p-3 text-sm" role="note" aria-label={`Hint ${i + 1}`}>
          <strong>Hint {hints.length > 1 ? i + 1 : ''}</strong>
          {hint}
        </div>
      ))}
      {solution ? (
        <div id={solutionId} hidden={!solutionShown} className="rounded-md border border-border p-3">
          <strong>Solution</strong>
          {solution}
        </div>
      ) : null}
    </form>
  )
}
