/**
 * Formulas typeset at compile time as MathML only, by Temml, one string per formula.
 *
 * Browsers lay out MathML themselves (MathML Core: Chromium 109+, Firefox, Safari), with a proper OpenType
 * math font (public/fonts/, styles/math.css), and read it to screen readers as it is. KaTeX's usual output
 * carries every formula twice, once as positioned HTML spans for the eye and once as MathML for screen
 * readers: on a formula-heavy page that was three quarters of the HTML and most of its elements.
 *
 * Each formula becomes one JSX element whose inner MathML is a single string literal (a tree of JSX calls per
 * formula made pages of hundreds of formulas compile to about 1 MB of JavaScript, and the build ran out of
 * memory). Inline: the `<math>` element itself. Display: `<div class="noe-math-display">` around it, the box
 * that scrolls sideways when a formula is wider than the column (components/mdx/scroll-regions.client.tsx).
 * The markup is Temml's, built from our own MDX at compile time, never from user input.
 */
import { valueToEstree } from 'estree-util-value-to-estree'
import { toText } from 'hast-util-to-text'
import styleToJs from 'style-to-js'
import temml from 'temml'
import { SKIP, visitParents } from 'unist-util-visit-parents'
import { mathCharacters, pageMathFont } from './math-font.mjs'

/** The class of the box around a display formula. */
export const DISPLAY_CLASS = 'noe-math-display'

/**
 * `export const mathFont = '/fonts/noether-math/pages/….woff2'`, added to a page with at least one formula: the
 * URL of its cut of the math font, which the page declares and preloads (components/mdx/math-font-face.tsx).
 * @param {string} url
 */
function mathFontExport(url) {
  const declarator = { type: 'VariableDeclarator', id: { type: 'Identifier', name: 'mathFont' }, init: { type: 'Literal', value: url } }
  const declaration = { type: 'VariableDeclaration', kind: 'const', declarations: [declarator] }
  return {
    type: 'mdxjsEsm',
    value: `export const mathFont = ${JSON.stringify(url)}`,
    data: { estree: { type: 'Program', sourceType: 'module', body: [{ type: 'ExportNamedDeclaration', specifiers: [], source: null, declaration }] } },
  }
}

/**
 * The hast tree of a page, with the MDX nodes mdast-util-mdx-jsx and mdast-util-mdxjs-esm add to it.
 * @typedef {import('hast').Root} Root
 * @typedef {import('hast').Element} Element
 * @typedef {import('hast').Parents} Parents
 * @typedef {import('mdast-util-mdx-jsx').MdxJsxTextElementHast} MdxJsxTextElementHast
 * @typedef {{ displayMode: boolean, tex: string }} Formula
 */

/** @param {Element} node */
function classesOf(node) {
  const className = node.properties?.className
  return Array.isArray(className) ? className.map(String) : []
}

/**
 * Typesets one formula. A formula that does not parse renders as Temml's red error text (the content check,
 * lib/content/math.ts, fails the build before that can ship) and is reported on the file.
 * @param {Formula} formula @param {import('temml').Options} options @param {{ message?: Function } | undefined} file
 */
export function typeset({ tex, displayMode }, options = {}, file = undefined) {
  try {
    return temml.renderToString(tex, { ...options, displayMode, throwOnError: true })
  } catch (error) {
    file?.message?.(`Could not typeset math with Temml: ${/** @type {Error} */ (error).message}`)
    return temml.renderToString(tex, { ...options, displayMode, throwOnError: false })
  }
}

/** @param {string} name @param {unknown} value */
function attribute(name, value) {
  if (typeof value === 'string') return { type: 'mdxJsxAttribute', name, value }
  const estree = { type: 'Program', sourceType: 'module', body: [{ type: 'ExpressionStatement', expression: valueToEstree(value) }] }
  return { type: 'mdxJsxAttribute', name, value: { type: 'mdxJsxAttributeValueExpression', value: JSON.stringify(value), data: { estree } } }
}

/**
 * Temml's markup for one formula as an MDX JSX element: the outer element with its attributes, the inner
 * markup as `dangerouslySetInnerHTML`. Temml writes `<math …>…</math>` (or its error `<span …>…</span>`).
 * @param {string} markup @returns {MdxJsxTextElementHast}
 */
export function toJsx(markup) {
  const open = /^<(math|span)((?:\s+[\w-]+="[^"]*")*)\s*>([\s\S]*)<\/\1>$/.exec(markup)
  if (!open) throw new Error(`static-math: unexpected Temml output: ${markup.slice(0, 80)}`)
  const [, name, attributeText, inner] = open
  const attributes = [...attributeText.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, key, value]) =>
    key === 'class' ? attribute('className', value) : key === 'style' ? attribute('style', styleToJs(value)) : attribute(key, value),
  )
  // Temml escapes its text for HTML, so the inner markup goes in as it is.
  attributes.push(attribute('dangerouslySetInnerHTML', { __html: inner }))
  return { type: 'mdxJsxTextElement', name, attributes, children: [] }
}

/**
 * The formula a remark-math element holds, or undefined. remark-math marks inline math `code.math-inline`
 * and display math `code.math-display` (inside a `pre`); a ```math fence is `pre > code.language-math`.
 * @param {Element} element @param {Parents | undefined} parent
 */
function formulaAt(element, parent) {
  const classes = classesOf(element)
  const inPre = parent?.type === 'element' && parent.tagName === 'pre' ? parent : undefined
  const fenced = classes.includes('language-math') && element.tagName === 'code' && inPre !== undefined
  if (!fenced && !classes.includes('math-display') && !classes.includes('math-inline')) return undefined
  const scope = (fenced || classes.includes('math-display')) && inPre ? inPre : element
  return { scope, formula: { tex: toText(scope, { whitespace: 'pre' }), displayMode: fenced || classes.includes('math-display') } }
}

/**
 * Inline formulas may break across lines where TeX would break them (after a relation or a binary operator):
 * Temml splits them there and its sheet lets the pieces wrap, so a long formula on a phone wraps instead of
 * pushing the page sideways.
 * @type {import('temml').Options}
 */
export const DEFAULT_OPTIONS = { wrap: 'tex' }

/**
 * @param {import('temml').Options} [options] Temml options (macros, …), over DEFAULT_OPTIONS
 */
export default function rehypeStaticMath(options = {}) {
  options = { ...DEFAULT_OPTIONS, ...options }
  return async (/** @type {Root} */ tree, /** @type {any} */ file) => {
    /** @type {string[]} */
    const markups = []
    visitParents(tree, 'element', (element, ancestors) => {
      const found = formulaAt(element, ancestors.at(-1))
      if (!found) return undefined
      const holder = found.scope === element ? ancestors.at(-1) : ancestors.at(-2)
      if (!holder) return undefined
      const markup = typeset(found.formula, options, file)
      markups.push(markup)
      const math = toJsx(markup)
      const replacement = found.formula.displayMode
        ? { type: 'mdxJsxFlowElement', name: 'div', attributes: [attribute('className', DISPLAY_CLASS)], children: [math] }
        : math
      holder.children.splice(holder.children.indexOf(found.scope), 1, /** @type {any} */ (replacement))
      return SKIP
    })
    if (markups.length > 0) tree.children.push(/** @type {any} */ (mathFontExport(await pageMathFont(mathCharacters(markups)))))
  }
}
