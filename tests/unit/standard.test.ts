import { describe, expect, it } from 'vitest'
import { libraryProblems, measurePage, researchProblems, STANDARD, standardProblems } from '@/lib/content/standard'

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ')
const problem = (n: number) => `<Problem title="P${n}" answer={${n}}>
Statement ${n}.

<Hint>
Hint.
</Hint>

<Solution>
${words(50)}
</Solution>
</Problem>`

const complete = `## What it studies

${words(300)} See [calculus](/mathematics/calculus).

## Core ideas

${words(300)} with $x^2 + 1$ inline.

$$
a + b + c + d + e
$$

<Example title="Worked">

Step one. Step two.

</Example>

${problem(1)}

## Central results

${words(200)}

\`\`\`python
${words(500)}
\`\`\`

${problem(2)}

## Where it leads

${words(100)}

${problem(3)}

## Further reading

- One
- Two
- Three
`
const data = { difficulty: 'introductory', prerequisites: ['mathematics/calculus'], related: ['mathematics/real-analysis'] }
const routes = new Set(['/mathematics/calculus', '/mathematics/real-analysis'])

describe('measurePage', () => {
  it('counts prose and inline math, not problems, code, display math or the reading list', () => {
    const m = measurePage(complete)
    // 900 generated words + headings (3+2+2+3) + "See calculus." (2) + "with ... inline." (3) + example (4)
    expect(m.words).toBe(900 + 10 + 2 + 3 + 4)
    expect(m.sections).toBe(4)
    expect(m.examples).toBe(1)
    expect(m.references).toBe(3)
    expect(m.problems).toEqual([1, 2, 3].map((n) => ({ title: `P${n}`, answer: true, hints: 1, solutions: 1 })))
    expect(m.links).toEqual(['/mathematics/calculus'])
  })

  it('accepts a multiple-choice problem with a correct choice as answered', () => {
    const m = measurePage('<Problem>\nPick.\n\n<Choice>\nA\n</Choice>\n\n<Choice correct>\nB\n</Choice>\n\n<Solution>\nB.\n</Solution>\n</Problem>\n')
    expect(m.problems[0]).toMatchObject({ answer: true, hints: 0, solutions: 1 })
  })
})

describe('standardProblems', () => {
  it('passes a page that meets every minimum', () => {
    expect(standardProblems({ body: complete, data, routes })).toEqual([])
  })

  it('names each shortfall', () => {
    const body = `## Only section\n\n${words(100)} [missing](/mathematics/nowhere)\n\n<Problem title="Bare">\nQ?\n</Problem>\n`
    const out = standardProblems({ body, data: { prerequisites: [], related: ['mathematics/real-analysis'] }, routes })
    expect(out).toEqual([
      'frontmatter needs difficulty: introductory, intermediate or advanced',
      expect.stringMatching(/^10[0-9] words of exposition, at least 900 needed/),
      `1 h2 sections of exposition, at least ${STANDARD.sections} needed besides "Further reading"`,
      'no <Example> block: add at least one worked example solved step by step',
      `1 practice problem(s), at least ${STANDARD.problems} needed`,
      'problem 1 ("Bare") has no checked answer (answer={...} or a <Choice correct>)',
      'problem 1 ("Bare") has no <Hint>',
      'problem 1 ("Bare") needs exactly one <Solution>',
      `0 item(s) under "## Further reading", at least ${STANDARD.references} needed`,
      'link to /mathematics/nowhere, which is not a page',
      'the body links to none of its prerequisite or related fields: link them where the text uses them',
    ])
  })
})

describe('research and library checks', () => {
  const direction = (n: number, wordCount = 90) =>
    `## Direction ${n}\n\n${words(wordCount)}\n\n<Reference authors="A" title="T${n}" url="https://example.org/${n}" kind="paper" note="N" />\n`

  it('wants eight directions, each explained and referenced', () => {
    const body = Array.from({ length: 8 }, (_, i) => direction(i + 1)).join('\n')
    expect(researchProblems(body)).toEqual([])
    expect(researchProblems(Array.from({ length: 7 }, (_, i) => direction(i + 1)).join('\n'))).toEqual([
      '7 research directions with a <Reference>, at least 8 needed',
    ])
    expect(researchProblems(body + direction(9, 20))).toEqual(['research direction "Direction 9" is explained in 20 words, at least 80 needed'])
  })

  it("wants ten complete entries in the subject's part of the library", () => {
    const entry = (n: number) => `<Reference authors="A" title="T${n}" publisher="P" url="https://example.org/${n}" kind="book" note="Why." />`
    const ten = Array.from({ length: 10 }, (_, i) => entry(i)).join('\n\n')
    expect(libraryProblems(`## Mathematics\n\n${ten}\n\n## Physics\n\n${entry(99)}\n`, 'Mathematics')).toEqual([])
    expect(libraryProblems(`## Mathematics\n\n${entry(1)}\n\n## Physics\n\n${ten}\n`, 'Mathematics')).toEqual(['Mathematics: 1 entries, at least 10 needed'])
    expect(libraryProblems(`## Physics\n\n${ten}\n`, 'Mathematics')).toEqual(['no "## Mathematics" section'])
    expect(libraryProblems(`## Mathematics\n\n${ten.replace('url="https://example.org/3" ', '')}\n`, 'Mathematics')).toEqual([
      expect.stringMatching(/^Mathematics: an entry lacks url/),
    ])
  })
})
