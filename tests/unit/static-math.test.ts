import { compile, evaluate } from '@mdx-js/mdx'
import { createElement } from 'react'
import * as runtime from 'react/jsx-runtime'
import { renderToStaticMarkup } from 'react-dom/server'
import rehypeKatex from 'rehype-katex'
import remarkMath from 'remark-math'
import { describe, expect, it } from 'vitest'
import rehypeStaticMath from '@/lib/mdx/static-math.mjs'

const source = `
The mass–energy relation $E = mc^2$ and the sum

$$
\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}
$$

with a formula inside a block: <aside>If $x \\in \\mathbb{R}$ then $x^2 \\ge 0$.</aside>

A broken formula $\\frac{1$ still renders as KaTeX's error.
`

async function rendered(rehypePlugin: typeof rehypeKatex | typeof rehypeStaticMath) {
  const { default: Content } = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkMath],
    rehypePlugins: [rehypePlugin],
  })
  return renderToStaticMarkup(createElement(Content))
}

describe('formulas rendered at compile time as one HTML string each', () => {
  it('produces exactly the markup rehype-katex produces', async () => {
    const html = await rendered(rehypeStaticMath)
    // KaTeX writes `style="height:0.68em;"`; React, serialising a style object, drops the final `;`.
    const withoutFinalSemicolons = (markup: string) => markup.replaceAll(';"', '"')
    expect(withoutFinalSemicolons(html)).toBe(await rendered(rehypeKatex))
    expect(html).toContain('<span class="katex-display"><span class="katex"><span class="katex-mathml">')
    expect(html.match(/<span class="katex">/g)).toHaveLength(4)
    expect(html).toContain('class="katex-error"')
  })

  it('compiles each formula to a single string instead of a tree of JSX calls', async () => {
    const js = String(await compile(source, { remarkPlugins: [remarkMath], rehypePlugins: [rehypeStaticMath] }))
    expect(js.match(/dangerouslySetInnerHTML/g)).toHaveLength(4)
    expect(js).not.toContain('"katex-html"')
    const tree = String(await compile(source, { remarkPlugins: [remarkMath], rehypePlugins: [rehypeKatex] }))
    expect(js.length).toBeLessThan(tree.length / 2)
  })
})
