/**
 * Remark plugin: renders every figure's source at compile time (lib/figures/render.mjs).
 *
 *   <Figure alt="What the figure shows, for a reader who cannot see it.">
 *
 *   ```tikz
 *   \begin{tikzpicture} ... \end{tikzpicture}
 *   ```
 *
 *   The caption, in Markdown, with $math$.
 *
 *   </Figure>
 *
 * The code block (tikz, dot or plot) becomes the figure's `svg`; what remains is the caption. An
 * `<Explorable name="…" try="…">` is written the same way: its code block is the static fallback shown
 * before (and without) JavaScript and in print. A figure without a text alternative, a caption or exactly
 * one source, or whose source does not render, fails the build with the file and line.
 */
import { cachedRender, FigureError, RENDERERS } from '../figures/render.mjs'
import { FIGURE_BLOCKS, jsxElements, stringAttribute, textOf } from './numbered-blocks.mjs'

/**
 * @typedef {import('./numbered-blocks.mjs').JsxElement} JsxElement
 * @typedef {import('mdast').Code} Code
 */

/** Text alternatives that say nothing. */
const EMPTY_ALT = /^(figure|image|diagram|graph|plot|picture|chart|illustration)\b.{0,20}$/i
export const MIN_ALT_LENGTH = 30

/**
 * The figure's source: a code block in a language a renderer draws (tikz, dot, plot).
 * @param {import('mdast').Nodes} node
 * @returns {node is Code}
 */
export const isFigureSource = (node) => node.type === 'code' && !!node.lang && node.lang in RENDERERS

/**
 * What is wrong with a figure element, or nothing. Shared with the content check.
 * @param {JsxElement} node
 * @returns {string[]}
 */
export function figureProblems(node) {
  const problems = []
  const kind = node.name
  const alt = stringAttribute(node, 'alt')?.trim() ?? ''
  if (!alt) problems.push(`<${kind}> needs alt="…": a sentence that says what the figure shows`)
  else if (alt.length < MIN_ALT_LENGTH || EMPTY_ALT.test(alt)) problems.push(`<${kind}> alt="${alt}" does not describe the figure: say what it shows (${MIN_ALT_LENGTH}+ characters)`)
  const children = node.children
  const sources = children.filter(isFigureSource)
  if (sources.length !== 1) problems.push(`<${kind}> needs exactly one figure source (a tikz, dot or plot code block), found ${sources.length}`)
  const caption = children.filter((c) => c.type !== 'code').map(textOf).join(' ').trim()
  if (!caption) problems.push(`<${kind}> needs a caption: the text after its source`)
  if (kind === 'Explorable') {
    if (!stringAttribute(node, 'name')) problems.push('<Explorable> needs name="…", the explorable it shows (components/explorables/registry.ts)')
    if (!stringAttribute(node, 'try')?.trim()) problems.push('<Explorable> needs try="…", one line on what to do with it')
  }
  return problems
}

/** An MDX attribute whose value is the given string, as an expression (the SVG can hold any character). */
function stringExpression(name, value) {
  return {
    type: 'mdxJsxAttribute',
    name,
    value: {
      type: 'mdxJsxAttributeValueExpression',
      value: JSON.stringify(value),
      data: {
        estree: {
          type: 'Program',
          sourceType: 'module',
          body: [{ type: 'ExpressionStatement', expression: { type: 'Literal', value } }],
        },
      },
    },
  }
}

export default function remarkFigures() {
  /**
   * @param {import('mdast').Root} tree
   * @param {import('vfile').VFile} file
   */
  return async (tree, file) => {
    for (const node of jsxElements(tree, FIGURE_BLOCKS)) {
      const problems = figureProblems(node)
      if (problems.length) file.fail(problems.join('; '), node.position, 'noether:figure')
      const children = node.children
      const source = /** @type {Code} */ (children.find(isFigureSource))
      let svg
      try {
        svg = await cachedRender(/** @type {any} */ (source.lang), source.value ?? '')
      } catch (error) {
        const message = error instanceof FigureError ? error.message : `rendering failed: ${String(error)}`
        file.fail(`${source.lang} figure: ${message}`, source.position, 'noether:figure')
      }
      node.children = /** @type {any} */ (children.filter((c) => c !== source))
      node.attributes = [...(node.attributes ?? []), /** @type {any} */ (stringExpression('svg', svg))]
    }
  }
}
