/**
 * What search can find, read from content/ at build time (Node only). Every MDX page gives:
 * - one `page` document: its title, description, topics and the text before its first heading;
 * - one `section` document per h2–h6 heading: the heading, the bold terms and the prose under it, with
 *   the heading's anchor slugged exactly as Nextra slugs heading ids (github-slugger, one per page);
 * - one `block` document per named teaching block (`<Theorem title="Savitch's theorem">`, a titled
 *   Definition, Example or Problem, ...): its title, bold terms and statement, anchored at the id the
 *   numbering plugin gives the block (`#theorem-5`), so a named result opens on the result itself.
 * Code, display math and MDX expressions are not prose and are left out; inline math keeps its words
 * (`\mathrm{NSPACE}` → NSPACE, `\sigma` → sigma).
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import fg from 'fast-glob'
import Slugger from 'github-slugger'
import matter from 'gray-matter'
import remarkMath from 'remark-math'
import { getSubject } from '@/lib/catalogue'
import { contentRoute } from '@/lib/routes'
import { numberBlocks, stringAttribute } from '@/lib/mdx/numbered-blocks.mjs'

import type { DocKind } from './index-format'

export interface SearchDocument {
  kind: DocKind
  /** The page's route, `/computer-science/complexity-theory`. */
  route: string
  /** Heading slug or block id; absent for a page. */
  anchor?: string
  pageTitle: string
  /** The name a reader searches for: page title, heading text, or the block's title. */
  name: string
  /** A named block's kind and number ("Theorem 5"); the result reads "Theorem 5 (Savitch's theorem)". */
  tag?: string
  /** For a page: its description; for a block: the heading of the section it sits in. */
  context: string
  /** Where the document sits, searchable but not shown: its page's title and subject. */
  scope: string
  /** A page's topics, and the terms the prose sets in bold. */
  keywords: string[]
  text: string
}

interface Node {
  type: string
  value?: string
  depth?: number
  name?: string | null
  attributes?: { type: string; name?: string; value?: unknown }[]
  children?: Node[]
}

const processor = createProcessor({ remarkPlugins: [remarkMath] })

/** Node types that are not prose a reader searches. */
const SKIP = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'math', 'code', 'html'])
/** Parts of a Problem that give its answer away: searchable through the statement only. */
const SKIP_ELEMENTS = new Set(['Hint', 'Solution'])
/** JSX attributes whose values are visible prose (a block's title, a reference's title and note). */
const PROSE_ATTRIBUTES = ['title', 'authors', 'note', 'publisher']
/** Blocks that become their own document when they carry a title. */
const NAMED_BLOCKS = new Set(['Definition', 'Theorem', 'Lemma', 'Proposition', 'Corollary', 'Example', 'Remark', 'Problem'])

const KEEP_COMMANDS = new Set(['log', 'ln', 'exp', 'sin', 'cos', 'tan', 'det', 'dim', 'ker', 'gcd', 'lim', 'max', 'min'])
const GREEK_NAMES =
  /^(alpha|beta|gamma|delta|epsilon|varepsilon|zeta|eta|theta|vartheta|iota|kappa|lambda|mu|nu|xi|pi|rho|sigma|tau|upsilon|phi|varphi|chi|psi|omega|Gamma|Delta|Theta|Lambda|Xi|Pi|Sigma|Phi|Psi|Omega)$/

/** The words of an inline formula: text-like arguments, Greek letters and function names. */
export function mathWords(tex: string): string {
  return tex
    .replace(/\\(?:mathrm|text|textrm|textit|operatorname|mathbf|mathit|mathsf|mathcal|mathbb|boldsymbol)\s*\{([^}]*)\}/g, ' $1 ')
    .replace(/\\([a-zA-Z]+)/g, (_, name: string) => (GREEK_NAMES.test(name) ? ` ${name.replace(/^var/, '').toLowerCase()} ` : KEEP_COMMANDS.has(name) ? ` ${name} ` : ' '))
    .replace(/[{}^_\\]/g, ' ')
}

/** Nextra's heading text: the concatenated `value`s of the heading's descendants (math source included). */
function flattened(node: Node): string {
  return (node.children ?? []).map((c) => (c.children ? flattened(c) : (c.value ?? ''))).join('')
}

/** The heading as a reader sees it: inline math reduced to its words. */
function headingText(node: Node): string {
  return (node.children ?? [])
    .map((c) => (c.type === 'inlineMath' ? mathWords(c.value ?? '') : c.children ? headingText(c) : (c.value ?? '')))
    .join('')
}

function attribute(node: Node, name: string): string | undefined {
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value
  return typeof value === 'string' ? value : undefined
}

/** Readable text of a node, and the bold terms inside it. */
function collect(node: Node, into: { text: string[]; strong: string[] }): void {
  if (SKIP.has(node.type)) return
  if (node.type === 'text' || node.type === 'inlineCode') {
    into.text.push(node.value ?? '')
    return
  }
  if (node.type === 'inlineMath') {
    into.text.push(mathWords(node.value ?? ''))
    return
  }
  if (node.name && SKIP_ELEMENTS.has(node.name)) return
  if (node.type === 'strong') {
    const inner = { text: [] as string[], strong: into.strong }
    for (const child of node.children ?? []) collect(child, inner)
    const term = squash(inner.text.join(' '))
    if (term) into.strong.push(term)
    into.text.push(term)
    return
  }
  for (const name of PROSE_ATTRIBUTES) {
    const value = attribute(node, name)
    if (value) into.text.push(value)
  }
  for (const child of node.children ?? []) collect(child, into)
  into.text.push(' ')
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The route of a content file (lib/routes.ts), kept under this name for the search index's callers. */
export const routeOf = contentRoute

interface Frontmatter {
  title: string
  description: string
  topics: string[]
}

/** The documents of one page, in reading order: the page, then its sections and named blocks. */
export function documentsOf(route: string, frontmatter: Frontmatter, mdxBody: string): SearchDocument[] {
  const tree = processor.parse(mdxBody) as unknown as Node
  const blockIds = new Map(numberBlocks(tree as Parameters<typeof numberBlocks>[0]).map((b) => [b.node as unknown as Node, b]))
  const slugger = new Slugger()
  const pageTitle = frontmatter.title
  const subject = route.split('/').map(getSubject).find(Boolean)?.title ?? ''
  const scope = `${pageTitle} ${subject}`
  const page: SearchDocument = {
    kind: 'page',
    route,
    pageTitle,
    name: pageTitle,
    context: frontmatter.description,
    scope: subject,
    keywords: [...frontmatter.topics],
    text: '',
  }
  const docs: SearchDocument[] = [page]
  const parts = new Map<SearchDocument, { text: string[]; strong: string[] }>([[page, { text: [], strong: [] }]])
  let current = page

  for (const node of tree.children ?? []) {
    if (node.type === 'heading' && node.depth && node.depth >= 2) {
      const heading = squash(headingText(node))
      current = { kind: 'section', route, anchor: slugger.slug(flattened(node)), pageTitle, name: heading, context: '', scope, keywords: [], text: '' }
      docs.push(current)
      parts.set(current, { text: [], strong: [] })
      continue
    }
    const block = blockIds.get(node)
    const title = block ? stringAttribute(block.node, 'title') : undefined
    if (block && title && node.name && NAMED_BLOCKS.has(node.name)) {
      const doc: SearchDocument = {
        kind: 'block',
        route,
        anchor: block.id,
        pageTitle,
        name: title,
        tag: `${node.name} ${block.number}`,
        context: current === page ? '' : current.name,
        scope,
        keywords: [],
        text: '',
      }
      docs.push(doc)
      const into = { text: [] as string[], strong: [] as string[] }
      for (const child of node.children ?? []) collect(child, into)
      parts.set(doc, into)
      continue
    }
    collect(node, parts.get(current)!)
  }
  for (const doc of docs) {
    const { text, strong } = parts.get(doc)!
    doc.text = squash(text.join(' '))
    doc.keywords.push(...new Set(strong))
  }
  return docs
}

/** Every document of every page under `content/`, pages in path order. */
export function readSearchDocuments(root = process.cwd()): SearchDocument[] {
  const dir = path.join(root, 'content')
  return fg
    .sync('**/*.mdx', { cwd: dir })
    .sort()
    .flatMap((file) => {
      const { data, content } = matter(readFileSync(path.join(dir, file), 'utf8'))
      const route = routeOf(file)
      const frontmatter: Frontmatter = {
        title: typeof data.title === 'string' ? data.title : route,
        description: typeof data.description === 'string' ? data.description : '',
        topics: Array.isArray(data.topics) ? data.topics.filter((t): t is string => typeof t === 'string') : [],
      }
      return documentsOf(route, frontmatter, content)
    })
}
