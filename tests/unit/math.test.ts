import { describe, expect, it } from 'vitest'
import { mathProblems } from '@/lib/content/math'

describe('every formula typesets', () => {
  it('accepts inline and display math that Temml renders', () => {
    expect(mathProblems('The sum $\\sum_{k=1}^n k = \\frac{n(n+1)}{2}$ and\n\n$$\n\\int_0^1 x^2\\,dx = \\tfrac13\n$$\n')).toEqual([])
  })

  it('reports a formula that does not parse, with its line', () => {
    const problems = mathProblems('First line.\n\nThen $\\frac{1$ breaks.\n', 4)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(/^line 7: formula does not typeset: .*end of input/)
  })

  it('reports an unknown command and non-LaTeX input in math mode', () => {
    expect(mathProblems('An $\\unknowncommand x$ here.')[0]).toMatch(/Unsupported function name: \\unknowncommand$/)
    expect(mathProblems('A letter $é$ here.')[0]).toMatch(/formula does not typeset: .*[Uu]nicode/)
  })

  it('looks inside teaching blocks and ignores code', () => {
    expect(mathProblems('<Theorem>\nIf $\\frac{a$ then.\n</Theorem>')).toHaveLength(1)
    expect(mathProblems('```tex\n$\\frac{a$\n```\n\nand `$\\frac{a$` inline code.')).toEqual([])
  })
})
