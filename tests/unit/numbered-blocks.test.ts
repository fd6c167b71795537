import { compile } from '@mdx-js/mdx'
import remarkMath from 'remark-math'
import { describe, expect, it } from 'vitest'
import { misplacedProblemParts, problemsIn } from '@/lib/content/fields'
import remarkNumberedBlocks, { figureName, localeOfFile } from '@/lib/mdx/numbered-blocks.mjs'

const source = `
<Definition title="Group">A group is a set with an operation, $\\{e\\}$ included.</Definition>

<Theorem title="Lagrange">If $H \\le G$ then $|H|$ divides $|G|$.</Theorem>

<Proof>Cosets partition the group.</Proof>

<Problem title="Order of a subgroup" answer={4} tolerance={0.5}>What is it?</Problem>

<Example id="klein">The Klein four-group.</Example>

<Problem answer="abelian">Which kind?</Problem>
`

async function compiled(mdx: string, path?: string) {
  const file = path === undefined ? mdx : { value: mdx, path }
  return String(await compile(file, { remarkPlugins: [remarkMath, remarkNumberedBlocks], development: false }))
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

describe('figure links in the language of the page', () => {
  // Figures without a source block: the numbering plugin alone does not render them.
  const page = '<Figure alt="A path.">A path.</Figure>\n\n<Figure id="edge" alt="An edge.">An edge.</Figure>\n\nAs [](#figure-1) and [](#edge) show.\n'

  it('reads a file\'s language from its folder under content/, English by default', () => {
    expect(localeOfFile('content/ar/mathematics/group-theory.mdx')).toBe('ar')
    expect(localeOfFile(`${process.cwd()}/content/zh/physics/optics.mdx`)).toBe('zh')
    expect(localeOfFile('content/mathematics/group-theory.mdx')).toBe('en')
    expect(localeOfFile('content/ar.mdx')).toBe('en')
    expect(localeOfFile('content/en/x.mdx')).toBe('en')
    expect(localeOfFile('elsewhere/ar/x.mdx')).toBe('en')
    expect(localeOfFile(undefined)).toBe('en')
  })

  it('names figures "Figure N" on English pages, with or without a file path', async () => {
    for (const js of [await compiled(page), await compiled(page, 'content/mathematics/group-theory.mdx')]) {
      expect(js).toContain('"Figure 1"')
      expect(js).toContain('"Figure 2"')
    }
    expect(figureName('en', 7)).toBe('Figure 7')
  })

  it('names them in Arabic on an Arabic page and in Chinese on a Chinese one', async () => {
    const arabic = await compiled(page, 'content/ar/mathematics/group-theory.mdx')
    expect(arabic).toContain('"الشكل 1"')
    expect(arabic).toContain('"الشكل 2"')
    expect(arabic).not.toContain('"Figure 1"')
    const chinese = await compiled(page, `${process.cwd()}/content/zh/mathematics/group-theory.mdx`)
    expect(chinese).toContain('"图 1"')
    expect(chinese).toContain('"图 2"')
  })
})
