import { Children, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react'
import { getTranslations } from '@/lib/i18n/server'
import { DEFAULT_TOLERANCE, type AnswerSpec } from '@/lib/problems/answer'
import { Choice, Hint, Solution } from './problem-parts'
import { ProblemForm } from './problem-form.client'

export interface ProblemProps {
  /** Written by the numbering remark plugin. */
  number?: string
  id?: string
  title?: string
  /** Numeric or text answer. Omit for multiple choice (mark <Choice correct>). */
  answer?: number | string
  /** Absolute tolerance for numeric answers. */
  tolerance?: number
  /** Other accepted spellings for text answers. */
  accept?: string[]
  /** Unit shown after a numeric input, e.g. "m/s". */
  unit?: string
  children?: ReactNode
}

function flatten(children: ReactNode): ReactNode[] {
  return Children.toArray(children).flatMap((child) =>
    isValidElement<{ children?: ReactNode }>(child) && child.type === Fragment ? flatten(child.props.children) : [child],
  )
}

const isElementOf = <P,>(node: ReactNode, type: (props: P) => ReactNode): node is ReactElement<P> =>
  isValidElement(node) && node.type === type

/**
 * A practice problem: statement, answer field, Check with feedback, optional hints and a worked
 * solution on demand. Answers are checked in the browser; no account needed.
 */
export function Problem({ number, id, title, answer, tolerance, accept, unit, children }: ProblemProps) {
  const statement: ReactNode[] = []
  const hints: ReactNode[] = []
  const choices: { content: ReactNode; correct: boolean }[] = []
  let solution: ReactNode = null
  for (const child of flatten(children)) {
    if (isElementOf(child, Hint)) hints.push(child.props.children)
    else if (isElementOf(child, Solution)) solution = child.props.children
    else if (isElementOf(child, Choice)) choices.push({ content: child.props.children, correct: Boolean(child.props.correct) })
    else statement.push(child)
  }

  let spec: AnswerSpec
  if (choices.length > 0) {
    spec = { kind: 'choice', correct: choices.flatMap((c, i) => (c.correct ? [i] : [])) }
    if (spec.correct.length === 0) throw new Error(`Problem ${id ?? ''}: no <Choice correct> among its choices`)
  } else if (typeof answer === 'number') {
    spec = { kind: 'numeric', value: answer, tolerance: tolerance ?? DEFAULT_TOLERANCE }
  } else if (typeof answer === 'string') {
    spec = { kind: 'text', accepted: [answer, ...(accept ?? [])] }
  } else {
    throw new Error(`Problem ${id ?? ''}: give an answer (number or text) or <Choice> options`)
  }

  const t = getTranslations('problems')
  const name = number ? t('problemNumber', { number }) : t('problem')
  const headingId = `${id ?? 'problem'}-heading`
  return (
    <section id={id} className="noe-problem" aria-labelledby={headingId}>
      <h3 id={headingId} className="noe-block-heading mt-0! text-base!">
        {id ? <a href={`#${id}`}>{name}</a> : name}
        {title ? <span className="font-normal"> — {title}</span> : null}
      </h3>
      <div>{statement}</div>
      <ProblemForm
        formId={id ?? 'problem'}
        spec={spec}
        unit={unit}
        choices={choices.map((c) => c.content)}
        hints={hints}
        solution={solution}
      />
    </section>
  )
}
