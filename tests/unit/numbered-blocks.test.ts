import { compile } from '@mdx-js/mdx'
import remarkMath from 'remark-math'
import { describe, expect, it } from 'vitest'
import { misplacedProblemParts, problemsIn } from '@/lib/content/fields'
import remarkNumberedBlocks from '@/lib/mdx/numbered-blocks.mjs'

const source = `
<Definition title="Group">A group is a set with an operation, $\\{e\\}$ included.</Definition>

<Theorem title="Lagrange">If $H \\le G$ then $|H|$ divides $|G|$.</Theorem>

<Proof>Cosets partition the group.</Proof>

<Problem title="Order of a subgroup" answer={4} tolerance={0.5}>What is it?</Problem>

<Example id="klein">The Klein four-group.</Example>

<Problem answer="abelian">Which kind?</Problem>
`

async function compiled(mdx: string) {
  return String(await compile(mdx, { remarkPlugins: [remarkMath, remarkNumberedBlocks], development: false }))
}

describe('numbered teaching blocks', () => {
  it('numbers theorem-like blocks with one counter and problems with another, and anchors them', async () => {
    const js = await compiled(source)
    expect(js).toMatch(/Definition, \{\s*title: "Group",\s*number: "1",\s*id: "definition-1"/)
    expect(js).toMatch(/Theorem, \{\s*title: "Lagrange",\s*number: "2",\s*id: "theorem-2"/)
    expect(js).toMatch(/Example, \{\s*id: "klein",\s*number: "3"/)
    expect(js).toMatch(/title: "Order of a subgroup",\s*answer: 4,\s*tolerance: 0.5,\s*number: "1",\s*id: "problem-1"/)
    expect(js).toMatch(/answer: "abelian",\s*number: "2",\s*id: "problem-2"/)
    expect(js).not.toMatch(/Proof, \{[^}]*number/)
  })

  it('finds the same problem anchors in page source as the rendered page has', () => {
    expect(problemsIn(source)).toEqual([
      { id: 'problem-1', number: 1, title: 'Order of a subgroup', answer: '4', tolerance: '0.5' },
      { id: 'problem-2', number: 2, title: undefined, answer: 'abelian' },
    ])
  })
})

describe('problem parts', () => {
  it('accepts hints, choices and solutions placed as blocks inside a Problem', () => {
    expect(misplacedProblemParts('<Problem answer={1}>\nQ?\n\n<Hint>\nh\n</Hint>\n\n<Solution>\ns\n</Solution>\n</Problem>\n')).toEqual([])
  })

  it('reports a hint written inline in the statement, and a solution outside any Problem', () => {
    expect(misplacedProblemParts('<Problem answer={1}>\nQ? <Hint>h</Hint>\n</Problem>\n\n<Solution>\ns\n</Solution>\n')).toEqual([
      'line 2: <Hint> must sit directly inside <Problem>, on its own lines with blank lines around it',
      'line 5: <Solution> must sit directly inside <Problem>, on its own lines with blank lines around it',
    ])
  })
})
