/**
 * Numbering of the teaching blocks, done once at MDX compile time so numbers and anchors are stable:
 * Definition, Theorem, Lemma, Proposition, Corollary, Example and Remark share one counter per page
 * ("Definition 1", "Theorem 2", ...); Problem blocks have their own ("Problem 1", ...), and so do figures,
 * static or interactive ("Figure 1", ...).
 * Each block gets `number` and, unless the author gave one, `id` ("theorem-2", "problem-1", "figure-1").
 * A link to a figure with no text of its own, `[](#figure-2)` or `[](#epsilon-band)`, reads "Figure 2", in the
 * language of the page's file (content/ar/... "الشكل 2", content/zh/... "图 2": messages/<locale>/blocks.json).
 * The blocks' own labels ("Theorem", "Proof", "Figure 2." in a caption) are the components' (components/mdx/).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { visit } from 'unist-util-visit'

/** @type {readonly string[]} */
export const NUMBERED_BLOCKS = ['Definition', 'Theorem', 'Lemma', 'Proposition', 'Corollary', 'Example', 'Remark']

/** Figures: a static picture, or an explorable (with its static fallback). */
export const FIGURE_BLOCKS = ['Figure', 'Explorable']

/**
 * The MDX syntax tree as every reader of it types it (lib/content/source.ts parses it; the compiler hands
 * these plugins the same tree): mdast with the MDX JSX and math nodes.
 * @typedef {import('mdast').Root} Root
 * @typedef {import('mdast').Nodes} Nodes
 * @typedef {import('mdast-util-mdx-jsx').MdxJsxFlowElement | import('mdast-util-mdx-jsx').MdxJsxTextElement} JsxElement
 */

/**
 * A JSX element (`<Theorem>` as a block or inline), with the given name if one is given.
 * @param {import('unist').Node | undefined} node
 * @param {string} [name]
 * @returns {node is JsxElement}
 */
export function isJsx(node, name) {
  const element = /** @type {JsxElement | undefined} */ (node)
  return (element?.type === 'mdxJsxFlowElement' || element?.type === 'mdxJsxTextElement') && (name === undefined || element.name === name)
}

/**
 * Every JSX element with one of the given names, in document order.
 * @param {Nodes} tree
 * @param {readonly string[]} names
 * @returns {JsxElement[]}
 */
export function jsxElements(tree, names) {
  /** @type {JsxElement[]} */
  const found = []
  visit(tree, (node) => {
    if (isJsx(node) && node.name && names.includes(node.name)) found.push(node)
  })
  return found
}

/**
 * The value of a string attribute (`title="Savitch's theorem"`), or undefined.
 * @param {JsxElement} node
 * @param {string} name
 * @returns {string | undefined}
 */
export function stringAttribute(node, name) {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  return typeof attr?.value === 'string' ? attr.value : undefined
}

/**
 * The text a reader sees in a node: its text, inline code and inline math (as written), in order.
 * @param {Nodes} node
 * @returns {string}
 */
export function textOf(node) {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'inlineMath') return node.value
  return 'children' in node ? node.children.map((child) => textOf(child)).join('') : ''
}

/**
 * @param {JsxElement} node
 * @param {string} name
 * @param {string} value
 */
function setAttribute(node, name, value) {
  const existing = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  if (existing) existing.value = value
  else node.attributes.push({ type: 'mdxJsxAttribute', name, value })
}

/**
 * Numbers and anchors of the blocks of one page, in document order.
 * @param {Nodes} tree
 * @returns {Array<{ node: JsxElement, kind: string, number: number, id: string }>}
 */
export function numberBlocks(tree) {
  let block = 0
  let problem = 0
  let figure = 0
  const result = []
  for (const node of jsxElements(tree, [...NUMBERED_BLOCKS, 'Problem', ...FIGURE_BLOCKS])) {
    const kind = /** @type {string} */ (node.name)
    const isFigure = FIGURE_BLOCKS.includes(kind)
    const number = kind === 'Problem' ? ++problem : isFigure ? ++figure : ++block
    const id = stringAttribute(node, 'id') ?? `${isFigure ? 'figure' : kind.toLowerCase()}-${number}`
    result.push({ node, kind, number, id })
  }
  return result
}

/** The languages with their own folder in content/ (lib/i18n/locales.ts); every other page is English. */
const CONTENT_LOCALES = ['ar', 'zh']

/**
 * The language of a content file, as `localeOfPath` reads its path relative to content/ (Nextra's, at the
 * working directory): content/ar/... is Arabic, content/zh/... Chinese, anything else (or no path) English.
 * @param {string | undefined} file
 * @returns {string}
 */
export function localeOfFile(file) {
  if (!file) return 'en'
  const [first = ''] = path.relative(path.join(process.cwd(), 'content'), path.resolve(file)).split(path.sep)
  return CONTENT_LOCALES.includes(first) ? first : 'en'
}

/** @type {Map<string, string>} */
const figureMessages = new Map()

/**
 * The name of figure `number` in a language: the `figure` message of messages/<locale>/blocks.json
 * ("Figure {number}"), read once per language (from the working directory, as the rest of the build).
 * @param {string} locale
 * @param {number} number
 * @returns {string}
 */
export function figureName(locale, number) {
  let message = figureMessages.get(locale)
  if (message === undefined) {
    const file = path.join(process.cwd(), 'messages', locale, 'blocks.json')
    message = /** @type {{ figure: string }} */ (JSON.parse(readFileSync(file, 'utf8'))).figure
    figureMessages.set(locale, message)
  }
  return message.replace('{number}', String(number))
}

/**
 * Fills empty links to figures with the figure's name: `[](#figure-2)` reads "Figure 2".
 * @param {Root} tree
 * @param {Map<string, number>} figures id → number
 * @param {string} locale the page's language
 * @param {(message: string, node: import('mdast').Link) => void} fail
 */
function nameFigureLinks(tree, figures, locale, fail) {
  visit(tree, 'link', (link) => {
    if (!link.url.startsWith('#') || link.children.length > 0) return
    const number = figures.get(link.url.slice(1))
    if (number === undefined) fail(`the empty link [](${link.url}) names no figure on this page (figure ids: ${[...figures.keys()].join(', ') || 'none'})`, link)
    else link.children = [{ type: 'text', value: figureName(locale, number) }]
  })
}

/** Remark plugin: writes `number` and `id` onto every numbered block, and names links to figures. */
export default function remarkNumberedBlocks() {
  /**
   * @param {Root} tree
   * @param {import('vfile').VFile} file
   */
  return (tree, file) => {
    const figures = new Map()
    for (const { node, kind, number, id } of numberBlocks(tree)) {
      setAttribute(node, 'number', String(number))
      setAttribute(node, 'id', id)
      if (FIGURE_BLOCKS.includes(kind)) figures.set(id, number)
    }
    nameFigureLinks(tree, figures, localeOfFile(file.path), (message, link) => file.fail(message, link.position, 'noether:figure-link'))
  }
}
