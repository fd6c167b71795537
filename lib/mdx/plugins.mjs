/**
 * The MDX plugins of every content page, in order: formulas parsed (remark-math), teaching blocks and figures
 * numbered, figures rendered to SVG (lib/mdx/figures.mjs), formulas typeset as MathML (static-math.mjs).
 * next.config.mjs hands them to Nextra for the webpack build; under Turbopack (`npm run dev`), whose loader
 * options must be plain data, lib/bundle/turbopack-mdx-loader.cjs adds them inside the loader instead.
 */
import remarkMath from 'remark-math'
import remarkFigures from './figures.mjs'
import remarkNumberedBlocks from './numbered-blocks.mjs'
import rehypeStaticMath from './static-math.mjs'

export const remarkPlugins = [remarkMath, remarkNumberedBlocks, remarkFigures]
export const rehypePlugins = [rehypeStaticMath]
