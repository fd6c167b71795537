// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { Problem } from '@/components/mdx/problem'
import { Choice, Hint, Solution } from '@/components/mdx/problem-parts'
import { renderIntl as render } from './intl'

describe('<Problem>', () => {
  it('checks a numeric answer within its tolerance, with feedback announced politely', async () => {
    const user = userEvent.setup()
    render(
      <Problem id="problem-1" number="1" title="Free fall" answer={19.6} tolerance={0.1} unit="m/s">
        <p>A stone falls for 2 s. How fast is it going?</p>
      </Problem>,
    )
    expect(screen.getByRole('heading', { name: /Problem 1\s*— Free fall/ })).toBeInTheDocument()
    const input = screen.getByLabelText('Your answer')
    const status = screen.getByRole('status')
    expect(status).toHaveAttribute('aria-live', 'polite')

    await user.type(input, '20.5')
    await user.click(screen.getByRole('button', { name: 'Check' }))
    expect(status).toHaveTextContent(/Not quite/)
    expect(input).toHaveAttribute('aria-invalid', 'true')

    await user.clear(input)
    await user.type(input, '19.62{Enter}')
    expect(status).toHaveTextContent('Correct. Well done!')
    expect(status).toHaveAttribute('data-status', 'correct')
  })

  it('explains input that is not a number', async () => {
    const user = userEvent.setup()
    render(<Problem answer={3}><p>Count them.</p></Problem>)
    await user.type(screen.getByLabelText('Your answer'), 'three{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent(/not a number/)
  })

  it('checks a multiple-choice answer, operable by keyboard', async () => {
    const user = userEvent.setup()
    render(
      <Problem id="problem-2" number="2">
        <p>Which group is cyclic?</p>
        <Choice>S3</Choice>
        <Choice correct>Z/6Z</Choice>
        <Choice>Klein four-group</Choice>
      </Problem>,
    )
    expect(screen.getByRole('group', { name: 'Choose one' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: /S3/ }))
    await user.click(screen.getByRole('button', { name: 'Check' }))
    expect(screen.getByRole('status')).toHaveTextContent(/Not quite/)
    screen.getByRole('radio', { name: /S3/ }).focus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('radio', { name: /Z\/6Z/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Check' }))
    expect(screen.getByRole('status')).toHaveTextContent('Correct')
  })

  it('accepts alternative spellings of a text answer', async () => {
    const user = userEvent.setup()
    render(<Problem answer="abelian" accept={['commutative']}><p>What is Z/6Z?</p></Problem>)
    await user.type(screen.getByLabelText('Your answer'), 'Commutative{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('Correct')
  })

  it('reveals hints one at a time and toggles the worked solution', async () => {
    const user = userEvent.setup()
    render(
      <Problem answer={4}>
        <p>How many elements has the Klein four-group?</p>
        <Hint>Its name says it.</Hint>
        <Hint>Count the identity too.</Hint>
        <Solution><p>It has four elements.</p></Solution>
      </Problem>,
    )
    expect(screen.queryByText('Its name says it.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Show hint 1 of 2' }))
    expect(screen.getByText('Its name says it.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Show hint 2 of 2' }))
    expect(screen.getByText('Count the identity too.')).toBeVisible()
    expect(screen.queryByRole('button', { name: /Show hint/ })).not.toBeInTheDocument()

    const toggle = screen.getByRole('button', { name: 'Show solution' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText('It has four elements.')).not.toBeVisible()
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Hide solution' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByText('It has four elements.')).toBeVisible()
  })

  it('refuses a problem without an answer, so a broken page fails the build', () => {
    expect(() => render(<Problem><p>No answer.</p></Problem>)).toThrow(/give an answer/)
  })

  it('speaks the page\'s language: labels, buttons and feedback in Arabic', async () => {
    const user = userEvent.setup()
    render(
      <Problem id="problem-3" number="3" answer={4}>
        <p>How many elements has the Klein four-group?</p>
        <Hint>Its name says it.</Hint>
        <Solution><p>It has four elements.</p></Solution>
      </Problem>,
      { locale: 'ar' },
    )
    expect(screen.getByRole('form', { name: 'الإجابة عن المسألة 3' })).toBeInTheDocument()
    const input = screen.getByLabelText('إجابتك')
    expect(screen.getByRole('button', { name: 'اعرض تلميحًا' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'اعرض الحل' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'تحقّق' }))
    expect(screen.getByRole('status')).toHaveTextContent('أدخل عددًا أولًا.')
    await user.type(input, '5{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('ليس تمامًا')
    await user.clear(input)
    await user.type(input, '4{Enter}')
    expect(screen.getByRole('status')).toHaveTextContent('إجابة صحيحة. أحسنت!')
  })

  it('names the form after its problem, and asks for one or all of the choices, in Chinese', () => {
    render(
      <Problem id="free-fall" answer={1}>
        <p>Q?</p>
      </Problem>,
      { locale: 'zh' },
    )
    expect(screen.getByRole('form', { name: 'free fall 的答案' })).toBeInTheDocument()
    render(
      <Problem id="problem-4" number="4">
        <p>Which are abelian?</p>
        <Choice correct>Z/6Z</Choice>
        <Choice correct>Klein four-group</Choice>
        <Choice>S3</Choice>
      </Problem>,
      { locale: 'zh' },
    )
    expect(screen.getByRole('form', { name: '习题 4 的答案' })).toBeInTheDocument()
    expect(screen.getByRole('group', { name: '选出所有符合题意的选项' })).toBeInTheDocument()
    expect(screen.getAllByRole('checkbox')).toHaveLength(3)
  })

  it('keeps its English form names: "Answer to problem 1", "Answer to free fall"', () => {
    render(<Problem id="problem-1" number="1" answer={1}><p>Q?</p></Problem>)
    render(<Problem id="free-fall" answer={1}><p>Q?</p></Problem>)
    render(<Problem answer={1}><p>Q?</p></Problem>)
    expect(screen.getByRole('form', { name: 'Answer to problem 1' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Answer to free fall' })).toBeInTheDocument()
    expect(screen.getByRole('form', { name: 'Answer to problem' })).toBeInTheDocument()
  })
})
