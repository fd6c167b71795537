/**
 * What search can find, read from content/ at build time (Node only). Every MDX page gives:
 * - one `page` document: its title, description, topics (a field page's from the catalogue) and the text
 *   before its first heading;
 * - one `section` document per h2–h6 heading: the heading, the bold terms and the prose under it, with
 *   the heading's anchor slugged exactly as Nextra slugs heading ids (github-slugger, one per page);
 * - one `block` document per named teaching block (`<Theorem title="Savitch's theorem">`, a titled
 *   Definition, Example or Problem, ...): its title, bold terms and statement, anchored at the id the
 *   numbering plugin gives the block (`#theorem-5`), so a named result opens on the result itself.
 * Code, display math and MDX expressions are not prose and are left out; inline math keeps its words
 * (`\mathrm{NSPACE}` → NSPACE, `\sigma` → sigma).
 */
import path from 'node:path'
import Slugger from 'github-slugger'
import type { Nodes, Root, Strong } from 'mdast'
import { SKIP, visit } from 'unist-util-visit'
import { getSubject, resolveFieldRef } from '@/lib/catalogue'
import { localizedSubject, resolveLocalizedFieldRef } from '@/lib/catalogue/translations'
import { defaultLocale, localeIds, unprefixed, type Locale } from '@/lib/i18n/locales'
import { routeFacts } from '@/lib/i18n/route-titles'
import { getTranslations } from '@/lib/i18n/server'
import { readAllSources, treeOf } from '@/lib/content/source'
import { contentRoute, publicRoutes } from '@/lib/routes'
import { isJsx, numberBlocks, stringAttribute } from '@/lib/mdx/numbered-blocks.mjs'
import { pageFacts, type PageFacts } from '@/lib/page-facts'
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

/** Node types that are not prose a reader searches. */
const SKIP_TYPES = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'math', 'code', 'html'])
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

/** The text of the leaves under a node, each read by `read`, in order. */
function leafText(node: Nodes, read: (leaf: Nodes) => string): string {
  const text: string[] = []
  visit(node, (leaf) => {
    if (!('children' in leaf)) text.push(read(leaf))
  })
  return text.join('')
}

/** Nextra's heading text: the concatenated `value`s of the heading's descendants (math source included). */
const flattened = (node: Nodes) => leafText(node, (leaf) => ('value' in leaf ? leaf.value : ''))

/** The heading as a reader sees it: inline math reduced to its words. */
const headingText = (node: Nodes) =>
  leafText(node, (leaf) => (leaf.type === 'inlineMath' ? mathWords(leaf.value) : 'value' in leaf ? leaf.value : ''))

/** Readable text of a node, and the bold terms inside it. */
function collect(start: Nodes, into: { text: string[]; strong: string[] }): void {
  visit(start, (node) => {
    if (SKIP_TYPES.has(node.type)) return SKIP
    if (node.type === 'text' || node.type === 'inlineCode') {
      into.text.push(node.value)
      return
    }
    if (node.type === 'inlineMath') {
      into.text.push(mathWords(node.value))
      return
    }
    if (!isJsx(node)) return node.type === 'strong' ? collectStrong(node, into) : undefined
    if (node.name && SKIP_ELEMENTS.has(node.name)) return SKIP
    for (const name of PROSE_ATTRIBUTES) {
      const value = stringAttribute(node, name)
      if (value) into.text.push(value)
    }
  })
}

/** A bold term: a keyword of its document, and its text. */
function collectStrong(node: Strong, into: { text: string[]; strong: string[] }): typeof SKIP {
  const inner = { text: [] as string[], strong: into.strong }
  for (const child of node.children) collect(child, inner)
  const term = squash(inner.text.join(' '))
  if (term) into.strong.push(term)
  into.text.push(term)
  return SKIP
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

/** The route of a content file (lib/routes.ts), kept under this name for the search index's callers. */
export const routeOf = contentRoute

/** "Theorem 5", "定理 5", "مسألة 2": a block's kind and number as the page in that language shows it. */
function blockTag(name: string, number: number, locale: Locale): string {
  if (locale === defaultLocale) return `${name} ${number}`
  if (name === 'Problem') return getTranslations('problems', locale)('problemNumber', { number: String(number) })
  const kind = name.toLowerCase() as 'definition' | 'theorem' | 'lemma' | 'proposition' | 'corollary' | 'example' | 'remark'
  return `${getTranslations('blocks', locale)(`kinds.${kind}`)} ${number}`
}

const CUSTOM_ID = /\s*\[#([^\]]+)\]\s*$/

/** The documents of one page, in reading order: the page, then its sections and named blocks. */
export function documentsOf(route: string, facts: PageFacts, mdx: string | Root, locale: Locale = defaultLocale): SearchDocument[] {
  const tree = treeOf(mdx)
  const blockIds = new Map<Nodes, ReturnType<typeof numberBlocks>[number]>(numberBlocks(tree).map((b) => [b.node, b]))
  const slugger = new Slugger()
  const pageTitle = facts.title
  const subject = route.split('/').map((slug) => (locale === defaultLocale ? getSubject(slug) : localizedSubject(slug, locale))).find(Boolean)?.title ?? ''
  const scope = `${pageTitle} ${subject}`
  const page: SearchDocument = {
    kind: 'page',
    route,
    pageTitle,
    name: pageTitle,
    context: facts.description ?? '',
    scope: subject,
    keywords: [...facts.topics],
    text: '',
  }
  const docs: SearchDocument[] = [page]
  const parts = new Map<SearchDocument, { text: string[]; strong: string[] }>([[page, { text: [], strong: [] }]])
  let current = page

  for (const node of tree.children) {
    if (node.type === 'heading' && node.depth >= 2) {
      // Nextra's custom heading id, "## 物理学 [#physics]": a translation keeps the English anchor that links name.
      const custom = CUSTOM_ID.exec(flattened(node))
      const heading = squash(headingText(node).replace(CUSTOM_ID, ''))
      const anchor = custom ? custom[1]! : slugger.slug(flattened(node))
      current = { kind: 'section', route, anchor, pageTitle, name: heading, context: '', scope, keywords: [], text: '' }
      docs.push(current)
      parts.set(current, { text: [], strong: [] })
      continue
    }
    const block = blockIds.get(node)
    const title = block ? stringAttribute(block.node, 'title') : undefined
    if (block && title && isJsx(node) && node.name && NAMED_BLOCKS.has(node.name)) {
      const doc: SearchDocument = {
        kind: 'block',
        route,
        anchor: block.id,
        pageTitle,
        name: title,
        tag: blockTag(node.name, block.number, locale),
        context: current === page ? '' : current.name,
        scope,
        keywords: [],
        text: '',
      }
      docs.push(doc)
      const into = { text: [] as string[], strong: [] as string[] }
      for (const child of node.children) collect(child, into)
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

/**
 * Every document of a language's pages, pages in path order. English: every page of content/. Another
 * language: its translated pages (content/ar, content/zh) in full, and every other public route as a page
 * document with its title, description and topics in that language (lib/i18n/route-titles.ts), so the
 * language's index finds every page by its name there. Routes are English (unprefixed): the dialog adds the
 * reader's prefix as it opens a result.
 */
export function readSearchDocuments(root = process.cwd(), locale: Locale = defaultLocale): SearchDocument[] {
  const content = path.join(root, 'content')
  const others = localeIds.filter((l) => l !== defaultLocale)
  if (locale === defaultLocale) {
    return readAllSources(content, '**/*.mdx', others.map((l) => `${l}/**`)).flatMap(({ data, route, tree }) =>
      // A field page's title, description and topics are the catalogue's; a page without a title is named by its route.
      documentsOf(route, pageFacts(resolveFieldRef(route.slice(1)), { title: route, ...data }), tree),
    )
  }
  const translated = readAllSources(content, `${locale}/**/*.mdx`).flatMap(({ data, route: prefixed, tree }) => {
    const route = unprefixed(prefixed)
    return documentsOf(route, pageFacts(resolveLocalizedFieldRef(route.slice(1), locale), { title: route, ...data }), tree, locale)
  })
  const done = new Set(translated.map((d) => d.route))
  const untranslated = publicRoutes.flatMap((route): SearchDocument[] => {
    const facts = route === '/' || done.has(route) ? undefined : routeFacts(route, locale)
    if (!facts) return []
    const subject = localizedSubject(route.split('/')[1] ?? '', locale)?.title ?? ''
    return [{ kind: 'page', route, pageTitle: facts.title, name: facts.title, context: facts.description ?? '', scope: subject, keywords: [...(facts.topics ?? [])], text: '' }]
  })
  return [...translated, ...untranslated].sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0))
}
