'use client'

import { useId, useState, type ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { Button } from '@/components/ui/button'
import type { AnswerSpec } from '@/lib/problems/answer'
import { AnswerChoices } from './answer-choices.client'
import { AnswerText } from './answer-text.client'
import { useAnswerCheck } from './use-answer-check'

export { PROBLEM_SOLVED_EVENT } from './use-answer-check'

export interface ProblemFormProps {
  formId: string
  spec: AnswerSpec
  unit?: string
  choices: ReactNode[]
  hints: ReactNode[]
  solution: ReactNode
}

type Translate = ReturnType<typeof useTranslations<'problems'>>

/** The form's accessible name, from its problem's id: "Answer to problem 2", "Answer to free fall". */
function formLabel(t: Translate, formId: string) {
  const problem = /^problem(?:-(\d+))?$/.exec(formId)
  if (!problem) return t('answerTo', { name: formId.replace(/-/g, ' ') })
  return problem[1] ? t('answerToProblemNumber', { number: problem[1] }) : t('answerToProblem')
}

/** The interactive part of a Problem: answer input, Check, feedback, hints and solution. */
export function ProblemForm({ formId, spec, unit, choices, hints, solution }: ProblemFormProps) {
  const t = useTranslations('problems')
  const uid = useId()
  const answer = useAnswerCheck(spec)
  const { result } = answer
  const [hintsShown, setHintsShown] = useState(0)
  const [solutionShown, setSolutionShown] = useState(false)
  const feedbackId = `${uid}-feedback`
  const solutionId = `${uid}-solution`
  const describedBy = result ? feedbackId : undefined

  return (
    <form onSubmit={answer.submit} noValidate aria-label={formLabel(t, formId)} className="mt-3 space-y-3">
      {spec.kind === 'choice' ? (
        <AnswerChoices
          name={`${uid}-choice`}
          choices={choices}
          multiple={answer.multiple}
          chosen={answer.chosen}
          onToggle={answer.toggleChoice}
          describedBy={describedBy}
        />
      ) : (
        <AnswerText
          id={`${uid}-answer`}
          numeric={spec.kind === 'numeric'}
          unit={unit}
          value={answer.text}
          onChange={answer.changeText}
          invalid={result?.status === 'invalid' || result?.status === 'wrong'}
          describedBy={describedBy}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm">
          {t('check')}
        </Button>
        {hintsShown < hints.length ? (
          <Button variant="outline" size="sm" onClick={() => setHintsShown((n) => n + 1)}>
            {hints.length === 1 ? t('showHint') : t('showHintOf', { number: hintsShown + 1, total: hints.length })}
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
            {solutionShown ? t('hideSolution') : t('showSolution')}
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
        {answer.message}
      </p>
      {hints.slice(0, hintsShown).map((hint, i) => (
        <div key={i} className="rounded-md bg-surface p-3 text-sm" role="note" aria-label={t('hintNumber', { number: i + 1 })}>
          <strong>{t('hint')} {hints.length > 1 ? i + 1 : ''}</strong>
          {hint}
        </div>
      ))}
      {solution ? (
        <div id={solutionId} hidden={!solutionShown} className="rounded-md border border-border p-3">
          <strong>{t('solution')}</strong>
          {solution}
        </div>
      ) : null}
    </form>
  )
}
