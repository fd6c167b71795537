/**
 * KaTeX at compile time, emitted as one HTML string per formula.
 *
 * rehype-katex turns every formula into a hast tree of dozens of spans (and its MathML twin), which MDX
 * then compiles into dozens of JSX calls: a field page with a few hundred formulas became about 1 MB of
 * JavaScript, the RSC payload of its HTML repeated that tree, and the production build of ~90 such pages
 * ran out of memory. This plugin runs rehype-katex unchanged (same markup, same error reporting) and
 * then collapses each rendered formula into `<span className="katex…" dangerouslySetInnerHTML>`, so
 * the DOM is identical but each formula is a single string literal. The HTML is KaTeX's own output for
 * our own MDX, built at compile time, never user input.
 */
import { toHtml } from 'hast-util-to-html'
import rehypeKatex from 'rehype-katex'

/**
 * @typedef {{ type: string, tagName?: string, properties?: Record<string, unknown>, children?: HastNode[], [key: string]: unknown }} HastNode
 */

/** @param {HastNode} node */
function classesOf(node) {
  const className = node.properties?.className
  return Array.isArray(className) ? className.map(String) : []
}

/** The outermost element of a rendered formula: `.katex-display` for display math, else `.katex`. */
function isFormula(/** @type {HastNode} */ node) {
  if (node.type !== 'element' || node.tagName !== 'span') return false
  const classes = classesOf(node)
  return classes.includes('katex-display') || classes.includes('katex')
}

/**
 * An MDX JSX `<span>` whose inner HTML is the formula's rendered children.
 * @param {HastNode} formula
 * @returns {HastNode}
 */
export function collapseFormula(formula) {
  const html = toHtml(/** @type {any} */ ({ type: 'root', children: formula.children ?? [] }))
  const attributes = [{ type: 'mdxJsxAttribute', name: 'className', value: classesOf(formula).join(' ') }]
  for (const [name, value] of Object.entries(formula.properties ?? {})) {
    if (name !== 'className' && typeof value === 'string') attributes.push({ type: 'mdxJsxAttribute', name, value })
  }
  const inner = {
    type: 'ObjectExpression',
    properties: [
      {
        type: 'Property',
        kind: 'init',
        method: false,
        shorthand: false,
        computed: false,
        key: { type: 'Identifier', name: '__html' },
        value: { type: 'Literal', value: html },
      },
    ],
  }
  return {
    type: 'mdxJsxTextElement',
    name: 'span',
    attributes: [
      ...attributes,
      {
        type: 'mdxJsxAttribute',
        name: 'dangerouslySetInnerHTML',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: `{__html: ${JSON.stringify(html)}}`,
          data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: inner }] } },
        },
      },
    ],
    children: [],
  }
}

/**
 * Replaces every rendered formula below `node` by its collapsed form.
 * @param {HastNode} node
 */
export function collapseFormulas(node) {
  const children = node.children
  if (!children) return
  for (let i = 0; i < children.length; i++) {
    const child = /** @type {HastNode} */ (children[i])
    if (isFormula(child)) children[i] = collapseFormula(child)
    else collapseFormulas(child)
  }
}

/**
 * @param {import('katex').KatexOptions} [options] KaTeX options, as for rehype-katex
 */
export default function rehypeStaticMath(options) {
  const render = rehypeKatex(/** @type {any} */ (options))
  return (/** @type {any} */ tree, /** @type {any} */ file) => {
    render(tree, file)
    collapseFormulas(tree)
  }
}
