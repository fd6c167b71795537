import { compile, evaluate } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import remarkMath from 'remark-math'
import temml from 'temml'
import { describe, expect, it } from 'vitest'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { MATH_FONT_URL, PAGE_FONT_FAMILY, PAGE_FONT_PATH } from '@/lib/mdx/math-font-names.mjs'
import rehypeStaticMath, { DEFAULT_OPTIONS, DISPLAY_CLASS } from '@/lib/mdx/static-math.mjs'

const source = `
The mass–energy relation $E = mc^2$ and the sum

$$
\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}
$$

with a formula inside a block: <aside>If $x \\in \\mathbb{R}$ then $x^2 \\ge 0$ and $a < b$.</aside>

A broken formula $\\frac{1$ still renders, as Temml's error.

\`\`\`math
\\sqrt{2}
\`\`\`
`

async function rendered() {
  const { default: Content } = await evaluate(source, { ...runtime, remarkPlugins: [remarkMath], rehypePlugins: [rehypeStaticMath] })
  return renderToStaticMarkup(createElement(Content))
}

describe('formulas typeset at compile time as MathML only', () => {
  it('renders each formula as Temml writes it, with no HTML layout of its own', async () => {
    const html = await rendered()
    // Inline formulas are the <math> element itself, exactly Temml's markup.
    expect(html).toContain(temml.renderToString('E = mc^2', DEFAULT_OPTIONS))
    expect(html).toContain(temml.renderToString('a < b', DEFAULT_OPTIONS))
    // …split where TeX would break a line, so a long one wraps on a narrow screen.
    expect(temml.renderToString('E = mc^2', DEFAULT_OPTIONS)).toBe('<math><mrow><mi>E</mi><mo>=</mo></mrow><mrow><mi>m</mi><msup><mi>c</mi><mn class="tml-sml-pad">2</mn></msup></mrow></math>')
    expect(html).toContain('<mo>&lt;</mo>')
    // Display formulas (`$$` and ```math) sit in the box that scrolls when they are too wide.
    expect(html).toContain(`<div class="${DISPLAY_CLASS}"><math display="block" class="tml-display" style="display:block math">`)
    expect(html.match(new RegExp(`class="${DISPLAY_CLASS}"`, 'g'))).toHaveLength(2)
    expect(html.match(/<math[ >]/g)).toHaveLength(6)
    expect(html).not.toMatch(/katex|<span class="(?!temml-error)/)
  })

  it('shows a formula that does not parse as Temml\'s error text instead of failing the page', async () => {
    const html = await rendered()
    expect(html).toMatch(/<span class="temml-error"[^>]*>\\frac\{1/)
  })

  it('compiles each formula to a single string instead of a tree of JSX calls', async () => {
    const js = String(await compile(source, { remarkPlugins: [remarkMath], rehypePlugins: [rehypeStaticMath] }))
    expect(js.match(/dangerouslySetInnerHTML/g)).toHaveLength(7)
    expect(js).not.toMatch(/_jsx\(_components\.mi\b|"mrow"/)
  })

  it('names the page’s own cut of the math font, made from its formulas, which the stylesheet lists first', async () => {
    const withMath = (await evaluate(source, { ...runtime, remarkPlugins: [remarkMath], rehypePlugins: [rehypeStaticMath] })) as { mathFont?: string }
    const withoutMath = (await evaluate('No formulas here.', { ...runtime, remarkPlugins: [remarkMath], rehypePlugins: [rehypeStaticMath] })) as { mathFont?: string }
    expect(withMath.mathFont).toMatch(new RegExp(`^${PAGE_FONT_PATH}/[0-9a-f]{16}\\.woff2$`))
    expect(existsSync(path.join('public', withMath.mathFont!))).toBe(true)
    expect(withoutMath.mathFont).toBeUndefined()
    const css = readFileSync('styles/math.css', 'utf8')
    expect(css).toContain(`font-family: '${PAGE_FONT_FAMILY}', 'Latin Modern Math',`)
    // The whole font is the cuts' source, never declared: as a fallback the browser would fetch all of it.
    expect(css).not.toContain(MATH_FONT_URL)
  })
})
