/**
 * Finds the figures of MDX pages without compiling them: for each `<Figure>` or `<Explorable>`, its number
 * on the page, the line it starts on, and its source. Shared by the prerender (scripts/render-figures.ts),
 * the preview (scripts/figures.ts) and the bench. The page comes from the one reader of content/.
 */
import { readSource } from '../content/source'
import { isFigureSource } from '../mdx/figures.mjs'
import { FIGURE_BLOCKS, jsxElements } from '../mdx/numbered-blocks.mjs'

/**
 * @typedef {{ file: string, line: number, number: number, element: 'Figure' | 'Explorable', kind?: import('./render.mjs').FigureKind, source?: string, node: import('../mdx/numbered-blocks.mjs').JsxElement }} FoundFigure
 */

/**
 * @param {string} file
 * @returns {FoundFigure[]}
 */
export function collectFigures(file) {
  const { tree, bodyLineOffset } = readSource(file)
  return jsxElements(tree, FIGURE_BLOCKS).map((node, i) => {
    const code = node.children.find(isFigureSource)
    return {
      file,
      // Lines in the MDX body are counted after the frontmatter; report them in the whole file.
      line: (node.position?.start.line ?? 0) + bodyLineOffset,
      number: i + 1,
      element: /** @type {'Figure' | 'Explorable'} */ (node.name),
      kind: /** @type {import('./render.mjs').FigureKind | undefined} */ (code?.lang),
      source: code?.value,
      node,
    }
  })
}
