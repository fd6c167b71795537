/**
 * Finds the figures of MDX pages without compiling them: for each `<Figure>` or `<Explorable>`, its number
 * on the page, the line it starts on, and its source. Shared by the prerender (scripts/render-figures.ts),
 * the preview (scripts/figures.ts) and the bench.
 */
import { readFileSync } from 'node:fs'
import { createProcessor } from '@mdx-js/mdx'
import matter from 'gray-matter'
import remarkMath from 'remark-math'
import { FIGURE_BLOCKS, jsxElements } from '../mdx/numbered-blocks.mjs'
import { RENDERERS } from './render.mjs'

/**
 * @typedef {{ file: string, line: number, number: number, element: 'Figure' | 'Explorable', kind?: import('./render.mjs').FigureKind, source?: string, node: any }} FoundFigure
 */

const processor = createProcessor({ remarkPlugins: [remarkMath] })

/**
 * @param {string} file
 * @returns {FoundFigure[]}
 */
export function collectFigures(file) {
  const text = readFileSync(file, 'utf8')
  const { content } = matter(text)
  // Lines in the MDX body are counted after the frontmatter; report them in the whole file.
  const offset = text.slice(0, text.indexOf(content)).split('\n').length - 1
  const tree = processor.parse(content)
  const found = []
  let number = 0
  for (const node of jsxElements(/** @type {any} */ (tree), FIGURE_BLOCKS)) {
    number++
    const code = (node.children ?? []).find((c) => c.type === 'code' && c.lang && c.lang in RENDERERS)
    found.push({
      file,
      line: (node.position?.start.line ?? 0) + offset,
      number,
      element: /** @type {'Figure' | 'Explorable'} */ (node.name),
      kind: code?.lang,
      source: code?.value,
      node,
    })
  }
  return found
}
