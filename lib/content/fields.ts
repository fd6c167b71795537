/**
 * Field pages as data, read from content/ at build time (Node only): frontmatter and the practice
 * problems each page holds. Server components use it to build the learning paths and the solve pages.
 * A field's title, description and topics are not in its page: they are the catalogue's (`field`).
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { allFields, type FieldRef, type ResolvedField } from '@/lib/catalogue'
import { defaultLocale, type Locale } from '@/lib/i18n/locales'
import { isJsx, numberBlocks, stringAttribute, type JsxElement } from '@/lib/mdx/numbered-blocks.mjs'
import { fieldFrontmatterSchema, type FieldFrontmatter } from './frontmatter'
import { readSource, treeOf, type ContentSource } from './source'

export interface ProblemSummary {
  id: string
  number: number
  title?: string
  /** The answer as written in the source ("24", "abelian"); absent for multiple choice. */
  answer?: string
  /** The tolerance of a numeric answer as written ("0.01"); absent when exact or not numeric. */
  tolerance?: string
}

export interface FieldPage {
  field: ResolvedField
  frontmatter: FieldFrontmatter
  problems: ProblemSummary[]
}

/** An attribute as written: a string value, or the source of an expression such as {24}. */
function attributeSource(node: JsxElement, name: string): string | undefined {
  const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  const value = attr?.value
  return typeof value === 'string' ? value : value?.value
}

/** The Problem blocks of an MDX body, numbered and anchored exactly as the rendered page numbers them. */
export function problemsIn(mdx: string | Root): ProblemSummary[] {
  return numberBlocks(treeOf(mdx))
    .filter((b) => b.kind === 'Problem')
    .map((b) => ({
      id: b.id,
      number: b.number,
      title: stringAttribute(b.node, 'title'),
      answer: attributeSource(b.node, 'answer'),
      tolerance: attributeSource(b.node, 'tolerance'),
    }))
}

const PROBLEM_PARTS = ['Hint', 'Solution', 'Choice']

/**
 * Hint, Solution and Choice only work as blocks directly inside a Problem, each on its own lines.
 * Returns one message per misplaced part.
 */
export function misplacedProblemParts(mdx: string | Root): string[] {
  const problems: string[] = []
  visit(treeOf(mdx), (node, _, parent) => {
    if (isJsx(node) && node.name && PROBLEM_PARTS.includes(node.name)) {
      if (node.type !== 'mdxJsxFlowElement' || !isJsx(parent, 'Problem')) {
        problems.push(`line ${node.position?.start.line}: <${node.name}> must sit directly inside <Problem>, on its own lines with blank lines around it`)
      }
    }
  })
  return problems
}

/** What a page's source gives a field page, worked out once per version of the source. */
const derived = new WeakMap<ContentSource, Omit<FieldPage, 'field'>>()

export function readFieldPage(field: ResolvedField, root = process.cwd()): FieldPage {
  const contentDir = path.join(root, 'content')
  const source = readSource(path.join(contentDir, `${field.ref}.mdx`), contentDir)
  let page = derived.get(source)
  if (!page) {
    const parsed = fieldFrontmatterSchema.safeParse(source.data)
    if (!parsed.success) throw new Error(`${source.file}: invalid frontmatter; run npm run check:content`)
    page = { frontmatter: parsed.data, problems: problemsIn(source.tree) }
    derived.set(source, page)
  }
  return { field, ...page }
}

/**
 * A field page in a language: the English page's frontmatter, with the problems (same ids and numbers, the
 * content check makes sure) titled as the translation titles them, when content/{locale}/ has one.
 */
function readTranslatedFieldPage(field: ResolvedField, root: string, locale: Locale): FieldPage {
  const english = readFieldPage(field, root)
  const file = path.join(root, 'content', locale, `${field.ref}.mdx`)
  if (locale === defaultLocale || !existsSync(file)) return english
  const titles = new Map(problemsIn(readSource(file, path.join(root, 'content')).tree).map((p) => [p.id, p.title]))
  return { ...english, problems: english.problems.map((p) => ({ ...p, title: titles.get(p.id) ?? p.title })) }
}

/** Every field page, keyed by "subject/slug": read once per build, again where a page has changed since. */
export function fieldPages(root = process.cwd(), locale: Locale = defaultLocale): Map<FieldRef, FieldPage> {
  return new Map(allFields.map((f) => [f.ref, readTranslatedFieldPage(f, root, locale)]))
}
