import { describe, expect, it } from 'vitest'
import { normalizeFormula, translationFacts, translationProblems } from '@/lib/content/translation'

const english = `## Limits

The limit $\\lim_{x \\to a} f(x) = L$ of $f$ at $a$, in $\\text{m/s}$.

$$
f'(a) = \\lim_{h \\to 0} \\frac{f(a + h) - f(a)}{h}
$$

<Figure id="epsilon-delta" alt="A band around L.">

\`\`\`tikz
\\draw (0,0) -- (1,1) node {$L$};
\`\`\`

The band.

</Figure>

<Problem title="The chain rule" answer={24} tolerance={0.01} unit="m/s">
Compute $f'(1)$.

<Hint>
Use $(g \\circ h)' = g'(h)\\,h'$.
</Hint>

<Solution>
It is $24$.
</Solution>
</Problem>

<Problem title="A ring" answer="integral domain" accept={["domain"]}>
Name it.
</Problem>

\`\`\`plot
{ x: { label: "time (s)", domain: [0, 4] } }
\`\`\`
`

/** A faithful Chinese translation of `english`, formulas reordered inside a sentence. */
const faithful = `## 极限

$f$ 在 $a$ 处的极限 $\\lim_{x\\to a} f(x)=L$，单位为 $\\text{米/秒}$。

$$
f'(a) = \\lim_{h \\to 0} \\frac{f(a + h) - f(a)}{h}
$$

<Figure id="epsilon-delta" alt="L 周围的带。">

\`\`\`tikz
\\draw (0,0) -- (1,1) node {$L$};
\`\`\`

这条带。

</Figure>

<Problem title="链式法则" answer={24} tolerance={0.01} unit="m/s">
计算 $f'(1)$。

<Hint>
利用 $(g \\circ h)' = g'(h)\\,h'$。
</Hint>

<Solution>
结果是 $24$。
</Solution>
</Problem>

<Problem title="一个环" answer="integral domain" accept={["domain", "整环"]}>
说出它的名字。
</Problem>

\`\`\`plot
{ x: { label: "时间 (s)", domain: [0, 4] } }
\`\`\`
`

describe('translation check', () => {
  it('accepts a faithful translation: prose, titles, alt text, \\text{} words, plot labels and added spellings may change', () => {
    expect(translationProblems(english, faithful)).toEqual([])
  })

  it('compares formulas without whitespace and with the words of \\text{} emptied', () => {
    expect(normalizeFormula('\\lim_{x \\to a} f(x) = L')).toBe(normalizeFormula('\\lim_{x\\to a}f(x)=L'))
    expect(normalizeFormula('v = 3\\,\\text{m/s}')).toBe(normalizeFormula('v = 3\\,\\text{米/秒}'))
    expect(normalizeFormula('\\text{if } x > 0')).toBe('\\text{}x>0')
    expect(normalizeFormula('\\operatorname{rank} A')).not.toBe(normalizeFormula('\\operatorname{秩} A'))
  })

  it('refuses a changed, missing or extra formula, naming it and its line', () => {
    const changed = faithful.replace("$f'(1)$", "$f'(2)$")
    const problems = translationProblems(english, changed)
    expect(problems).toContainEqual(expect.stringMatching(/line \d+: formula \$f'\(2\)\$ is not on the English page/))
    expect(problems).toContainEqual(expect.stringMatching(/formula \$f'\(1\)\$ of the English page \(line \d+\) is missing/))
  })

  it("refuses a problem whose answer, tolerance or unit differs, or whose accept list drops an English spelling", () => {
    expect(translationProblems(english, faithful.replace('answer={24}', 'answer={25}'))).toContainEqual(
      expect.stringMatching(/<Problem answer=\{25\} tolerance=\{0\.01\} unit="m\/s"> where the English page has <Problem answer=\{24\}/),
    )
    expect(translationProblems(english, faithful.replace('tolerance={0.01}', 'tolerance={0.1}'))).toHaveLength(1)
    expect(translationProblems(english, faithful.replace('unit="m/s">\n计算', 'unit="米/秒">\n计算'))).toHaveLength(1)
    expect(translationProblems(english, faithful.replace('accept={["domain", "整环"]}', 'accept={["整环"]}'))).toEqual([
      expect.stringMatching(/accept drops "domain"/),
    ])
  })

  it('refuses a missing block, a changed figure id and a changed TikZ drawing', () => {
    const noHint = faithful.replace(/<Hint>[\s\S]*?<\/Hint>\n\n/, '')
    expect(translationProblems(english, noHint).join('\n')).toMatch(/where the English page has <Hint>/)
    expect(translationProblems(english, faithful.replace('id="epsilon-delta"', 'id="epsilon"')).join('\n')).toMatch(/<Figure id="epsilon">/)
    expect(translationProblems(english, faithful.replace('node {$L$}', 'node {$L_0$}'))).toContainEqual(expect.stringMatching(/TikZ drawing differs/))
  })

  it("refuses a plot or program whose numbers changed, while its words may be translated", () => {
    expect(translationProblems(english, faithful.replace('domain: [0, 4]', 'domain: [0, 5]'))).toContainEqual(expect.stringMatching(/plot block's numbers differ/))
  })

  it('reports lines of the files when given content sources', () => {
    const facts = translationFacts(english, 10)
    expect(facts.formulas[0]!.line).toBe(13)
    expect(facts.blocks.map((b) => b.name)).toEqual(['Figure', 'Problem', 'Hint', 'Solution', 'Problem'])
  })
})
