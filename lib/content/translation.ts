/**
 * Translations are faithful: an Arabic or Chinese page (content/ar/…, content/zh/… beside the English
 * content/…) may say everything in its own words, but its formulas, problems and drawings are the English
 * page's. The content check (lib/content/check.ts) compares every translated page with its English page
 * and fails the build on a difference, naming the line on both sides.
 *
 * What must be equal:
 * - the formulas, as a multiset (a sentence may put them in another order): each `$…$` and `$$…$$` with
 *   whitespace ignored and the words of `\text{…}` free to be translated;
 * - the blocks (every JSX element, in order): same names and same attributes, except the attributes that
 *   are prose (TRANSLATED_ATTRIBUTES); a problem's answer, tolerance, unit and correct choices therefore
 *   match, and its `accept` list may only add spellings in the reader's language;
 * - the code: the same blocks in order; a TikZ drawing byte for byte (TeX cannot set Arabic or Chinese, so
 *   its labels stay as they are), any other block (plots, graphs, programs, whose labels and comments may be
 *   translated) with the same numbers in the same order.
 */
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import type { JsxElement } from '@/lib/mdx/numbered-blocks.mjs'
import { treeOf } from './source'

/** Attributes that are prose, written in the page's language. */
export const TRANSLATED_ATTRIBUTES: ReadonlySet<string> = new Set(['title', 'alt', 'try', 'note'])

interface Block {
  name: string
  /** The attributes that must be equal, as written: `answer={24}`, `unit="m/s"`. */
  fixed: string[]
  accept: string[]
  line: number
}

interface Code {
  lang: string
  value: string
  line: number
}

export interface TranslationFacts {
  formulas: { value: string; line: number }[]
  blocks: Block[]
  code: Code[]
}

const TEXT_COMMANDS = /\\(?:text|textrm|textit|textbf|textsf|texttt|mbox)\s*\{/g

/** A formula as compared: no whitespace, and the argument of every `\text{…}` emptied. */
export function normalizeFormula(tex: string): string {
  let out = ''
  let at = 0
  for (const match of tex.matchAll(TEXT_COMMANDS)) {
    if (match.index < at) continue
    out += tex.slice(at, match.index) + match[0]
    let depth = 1
    let i = match.index + match[0].length
    for (; i < tex.length && depth > 0; i++) {
      if (tex[i] === '\\') i++
      else if (tex[i] === '{') depth++
      else if (tex[i] === '}') depth--
    }
    out += '}'
    at = i
  }
  return (out + tex.slice(at)).replace(/\s+/g, '')
}

function attributeText(attr: JsxElement['attributes'][number]): string {
  if (attr.type !== 'mdxJsxAttribute') return `{...${attr.value}}`
  const { name, value } = attr
  if (value == null) return name
  return typeof value === 'string' ? `${name}=${JSON.stringify(value)}` : `${name}={${value.value}}`
}

/** The strings of an `accept={[…]}` list. */
function acceptList(attr: JsxElement['attributes'][number] | undefined): string[] {
  if (!attr || attr.type !== 'mdxJsxAttribute' || attr.value == null) return []
  const source = typeof attr.value === 'string' ? JSON.stringify([attr.value]) : attr.value.value
  try {
    const list: unknown = JSON.parse(source)
    return Array.isArray(list) ? list.map(String) : [String(list)]
  } catch {
    return [source]
  }
}

const numbersIn = (code: string) => code.match(/\d+(?:\.\d+)?/g) ?? []

/** What a page holds that its translation must keep. */
export function translationFacts(mdx: string | Root, lineOffset = 0): TranslationFacts {
  const facts: TranslationFacts = { formulas: [], blocks: [], code: [] }
  visit(treeOf(mdx), (node) => {
    const line = (node.position?.start.line ?? 0) + lineOffset
    if (node.type === 'math' || node.type === 'inlineMath') facts.formulas.push({ value: normalizeFormula(node.value), line })
    else if (node.type === 'code') facts.code.push({ lang: node.lang ?? '', value: node.value, line })
    else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const attributes = node.attributes
      facts.blocks.push({
        name: node.name ?? '',
        fixed: attributes
          .filter((a) => !(a.type === 'mdxJsxAttribute' && (TRANSLATED_ATTRIBUTES.has(a.name) || a.name === 'accept')))
          .map(attributeText)
          .sort(),
        accept: acceptList(attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'accept')),
        line,
      })
    }
  })
  return facts
}

const describe = (b: Block) => `<${[b.name, ...b.fixed].join(' ')}>`
const clip = (s: string) => (s.length > 80 ? `${s.slice(0, 77)}...` : s)

function formulaProblems(english: TranslationFacts['formulas'], translated: TranslationFacts['formulas']): string[] {
  const left = new Map<string, number[]>()
  for (const f of english) left.set(f.value, [...(left.get(f.value) ?? []), f.line])
  const extra: { value: string; line: number }[] = []
  for (const f of translated) {
    const lines = left.get(f.value)
    if (lines?.length) lines.shift()
    else extra.push(f)
  }
  const missing = [...left].flatMap(([value, lines]) => lines.map((line) => ({ value, line })))
  return [
    ...extra.map((f) => `line ${f.line}: formula $${clip(f.value)}$ is not on the English page (formulas must be the English page's; only \\text{...} may be translated)`),
    ...missing.sort((a, b) => a.line - b.line).map((f) => `formula $${clip(f.value)}$ of the English page (line ${f.line}) is missing`),
  ]
}

function blockProblems(english: Block[], translated: Block[]): string[] {
  const problems: string[] = []
  const count = Math.max(english.length, translated.length)
  for (let i = 0; i < count; i++) {
    const en = english[i]
    const tr = translated[i]
    if (!en || !tr) {
      problems.push(en ? `block ${describe(en)} of the English page (line ${en.line}) is missing` : `line ${tr!.line}: block ${describe(tr!)} is not on the English page`)
      break
    }
    if (describe(en) !== describe(tr)) {
      problems.push(`line ${tr.line}: ${describe(tr)} where the English page has ${describe(en)} (line ${en.line}); answers, tolerances, units, ids and names must be the same`)
      break // the rest would only repeat the shift
    }
    const lost = en.accept.filter((a) => !tr.accept.includes(a))
    if (lost.length) problems.push(`line ${tr.line}: <${tr.name}> accept drops ${lost.map((a) => JSON.stringify(a)).join(', ')} of the English page (it may only add spellings)`)
  }
  return problems
}

function codeProblems(english: Code[], translated: Code[]): string[] {
  if (english.length !== translated.length || english.some((c, i) => c.lang !== translated[i]!.lang)) {
    const langs = (code: Code[]) => code.map((c) => c.lang || 'text').join(', ') || 'none'
    return [`code blocks differ: the English page has [${langs(english)}], the translation [${langs(translated)}]`]
  }
  return english.flatMap((en, i) => {
    const tr = translated[i]!
    if (en.lang === 'tikz') return en.value === tr.value ? [] : [`line ${tr.line}: the TikZ drawing differs from the English page's (line ${en.line}); keep it byte for byte`]
    return numbersIn(en.value).join(' ') === numbersIn(tr.value).join(' ')
      ? []
      : [`line ${tr.line}: the ${en.lang || 'code'} block's numbers differ from the English page's (line ${en.line}); translate only its words`]
  })
}

type Page = string | Root | { tree: Root; bodyLineOffset: number }
const factsOf = (page: Page) => (typeof page === 'object' && 'bodyLineOffset' in page ? translationFacts(page.tree, page.bodyLineOffset) : translationFacts(page))

/**
 * Everything in which a translation departs from its English page; empty when it is faithful. Lines are the
 * files' when given content sources, else the MDX's.
 */
export function translationProblems(english: Page, translated: Page): string[] {
  const en = factsOf(english)
  const tr = factsOf(translated)
  return [...formulaProblems(en.formulas, tr.formulas), ...blockProblems(en.blocks, tr.blocks), ...codeProblems(en.code, tr.code)]
}
