/**
 * The MDX plugins of every content page, in order: formulas parsed (remark-math), teaching blocks and figures
 * numbered, figures rendered to SVG (lib/mdx/figures.mjs), formulas typeset as MathML (static-math.mjs).
 * lib/mdx/nextra-options.mjs hands them to Nextra for the webpack build and to `npm run dev`'s page
 * compiler (lib/bundle/dev-compile.mjs).
 */
import remarkMath from 'remark-math'
import remarkFigures from './figures.mjs'
import remarkNumberedBlocks from './numbered-blocks.mjs'
import rehypeStaticMath from './static-math.mjs'

export const remarkPlugins = [remarkMath, remarkNumberedBlocks, remarkFigures]
export const rehypePlugins = [rehypeStaticMath]
