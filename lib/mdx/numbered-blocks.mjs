/**
 * Numbering of the teaching blocks, done once at MDX compile time so numbers and anchors are stable:
 * Definition, Theorem, Lemma, Proposition, Corollary, Example and Remark share one counter per page
 * ("Definition 1", "Theorem 2", ...); Problem blocks have their own ("Problem 1", ...), and so do figures,
 * static or interactive ("Figure 1", ...).
 * Each block gets `number` and, unless the author gave one, `id` ("theorem-2", "problem-1", "figure-1").
 * A link to a figure with no text of its own, `[](#figure-2)` or `[](#epsilon-band)`, reads "Figure 2".
 */

/** @type {readonly string[]} */
export const NUMBERED_BLOCKS = ['Definition', 'Theorem', 'Lemma', 'Proposition', 'Corollary', 'Example', 'Remark']

/** Figures: a static picture, or an explorable (with its static fallback). */
export const FIGURE_BLOCKS = ['Figure', 'Explorable']

/**
 * @typedef {{ type: string, name?: string | null, attributes?: Array<{ type: string, name?: string, value?: unknown }>, children?: MdastNode[] }} MdastNode
 */

/**
 * Walks the tree in document order and yields every JSX element with one of the given names.
 * @param {MdastNode} node
 * @param {readonly string[]} names
 * @returns {Generator<MdastNode>}
 */
export function* jsxElements(node, names) {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && names.includes(node.name)) {
    yield node
  }
  for (const child of node.children ?? []) yield* jsxElements(child, names)
}

/**
 * @param {MdastNode} node
 * @param {string} name
 * @returns {string | undefined}
 */
export function stringAttribute(node, name) {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  return typeof attr?.value === 'string' ? attr.value : undefined
}

/**
 * @param {MdastNode} node
 * @param {string} name
 * @param {string} value
 */
function setAttribute(node, name, value) {
  node.attributes ??= []
  const existing = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  if (existing) existing.value = value
  else node.attributes.push({ type: 'mdxJsxAttribute', name, value })
}

/**
 * Numbers and anchors of the blocks of one page, in document order.
 * @param {MdastNode} tree
 * @returns {Array<{ node: MdastNode, kind: string, number: number, id: string }>}
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

/**
 * Fills empty links to figures with the figure's name: `[](#figure-2)` reads "Figure 2".
 * @param {MdastNode} node
 * @param {Map<string, number>} figures id → number
 * @param {(message: string, node: MdastNode) => void} fail
 */
function nameFigureLinks(node, figures, fail) {
  const link = /** @type {MdastNode & { url?: string }} */ (node)
  if (node.type === 'link' && link.url?.startsWith('#') && (node.children ?? []).length === 0) {
    const number = figures.get(link.url.slice(1))
    if (number === undefined) fail(`the empty link [](${link.url}) names no figure on this page (figure ids: ${[...figures.keys()].join(', ') || 'none'})`, node)
    else node.children = [/** @type {MdastNode} */ ({ type: 'text', value: `Figure ${number}` })]
  }
  for (const child of node.children ?? []) nameFigureLinks(child, figures, fail)
}

/** Remark plugin: writes `number` and `id` onto every numbered block, and names links to figures. */
export default function remarkNumberedBlocks() {
  /**
   * @param {MdastNode} tree
   * @param {import('vfile').VFile} file
   */
  return (tree, file) => {
    const figures = new Map()
    for (const { node, kind, number, id } of numberBlocks(tree)) {
      setAttribute(node, 'number', String(number))
      setAttribute(node, 'id', id)
      if (FIGURE_BLOCKS.includes(kind)) figures.set(id, number)
    }
    nameFigureLinks(tree, figures, (message, node) => file.fail(message, /** @type {any} */ (node).position, 'noether:figure-link'))
  }
}
