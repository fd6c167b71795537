/**
 * Field pages as data, read from content/ at build time (Node only): frontmatter and the practice
 * problems each page holds. Server components use it to build the learning paths and the solve pages.
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import matter from 'gray-matter'
import remarkMath from 'remark-math'
import { allFields, type FieldRef, type ResolvedField } from '@/lib/catalogue'
import { numberBlocks, stringAttribute } from '@/lib/mdx/numbered-blocks.mjs'

type MdastNode = Parameters<typeof numberBlocks>[0]
import { fieldFrontmatterSchema, type FieldFrontmatter } from './frontmatter'

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

const processor = createProcessor({ remarkPlugins: [remarkMath] })

/** An attribute as written: a string value, or the source of an expression such as {24}. */
function attributeSource(node: MdastNode, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)
  if (typeof attr?.value === 'string') return attr.value
  const expression = attr?.value as { value?: unknown } | undefined
  return typeof expression?.value === 'string' ? expression.value : undefined
}

/** The Problem blocks of an MDX body, numbered and anchored exactly as the rendered page numbers them. */
export function problemsIn(mdxBody: string): ProblemSummary[] {
  const tree = processor.parse(mdxBody) as MdastNode
  return numberBlocks(tree)
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
export function misplacedProblemParts(mdxBody: string): string[] {
  const tree = processor.parse(mdxBody) as MdastNode
  const problems: string[] = []
  const visit = (node: MdastNode, parent: MdastNode | undefined) => {
    const isJsx = node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement'
    if (isJsx && node.name && PROBLEM_PARTS.includes(node.name)) {
      const line = (node as { position?: { start: { line: number } } }).position?.start.line
      if (node.type !== 'mdxJsxFlowElement' || parent?.name !== 'Problem') {
        problems.push(`line ${line}: <${node.name}> must sit directly inside <Problem>, on its own lines with blank lines around it`)
      }
    }
    for (const child of node.children ?? []) visit(child, node)
  }
  visit(tree, undefined)
  return problems
}

export function readFieldPage(field: ResolvedField, root = process.cwd()): FieldPage {
  const file = path.join(root, 'content', `${field.ref}.mdx`)
  const { data, content } = matter(readFileSync(file, 'utf8'))
  const parsed = fieldFrontmatterSchema.safeParse(data)
  if (!parsed.success) throw new Error(`${file}: invalid frontmatter; run npm run check:content`)
  return { field, frontmatter: parsed.data, problems: problemsIn(content) }
}

let cache: Map<FieldRef, FieldPage> | undefined

/** Every field page, keyed by "subject/slug" (read once per build). */
export function fieldPages(root = process.cwd()): Map<FieldRef, FieldPage> {
  cache ??= new Map(allFields.map((f) => [f.ref, readFieldPage(f, root)]))
  return cache
}
