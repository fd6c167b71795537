/**
 * Splits an MDX body into searchable sections: the text before the first heading, then one section per
 * h2–h6 heading. Anchors are slugged exactly as Nextra slugs heading ids (github-slugger over the
 * heading's flattened text, one slugger per page), so `route#anchor` lands on the heading.
 */
import { createProcessor } from '@mdx-js/mdx'
import Slugger from 'github-slugger'
import remarkMath from 'remark-math'

export interface Section {
  anchor: string
  heading: string
  depth: number
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

/** Node types whose content is not prose a reader would search for. */
const SKIP = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'math', 'code', 'html'])

/** Nextra's heading text: the concatenated `value`s of the heading's descendants (math source included). */
function flattened(node: Node): string {
  return (node.children ?? []).map((c) => (c.children ? flattened(c) : (c.value ?? ''))).join('')
}

/** Readable text of a node: prose, inline code and math, and the visible `title` of teaching blocks. */
function textOf(node: Node): string {
  if (SKIP.has(node.type)) return ''
  if (node.type === 'text' || node.type === 'inlineCode') return node.value ?? ''
  // Inline math stays readable in excerpts: `\\varepsilon > 0` becomes `varepsilon > 0`.
  if (node.type === 'inlineMath') return (node.value ?? '').replace(/\\([a-zA-Z]+)/g, '$1').replace(/[{}\\]/g, '')
  const parts: string[] = []
  const title = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'title')?.value
  if (typeof title === 'string') parts.push(title)
  for (const child of node.children ?? []) parts.push(textOf(child))
  return parts.join(' ')
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim()

export function sectionsOf(mdxBody: string): { intro: string; sections: Section[] } {
  const tree = processor.parse(mdxBody) as unknown as Node
  const slugger = new Slugger()
  const sections: Section[] = []
  const intro: string[] = []
  for (const node of tree.children ?? []) {
    if (node.type === 'heading' && node.depth && node.depth >= 2) {
      const heading = flattened(node)
      sections.push({ anchor: slugger.slug(heading), heading: squash(heading), depth: node.depth, text: '' })
      continue
    }
    const text = textOf(node)
    if (!text.trim()) continue
    const current = sections.at(-1)
    if (current) current.text += ` ${text}`
    else intro.push(text)
  }
  for (const s of sections) s.text = squash(s.text)
  return { intro: squash(intro.join(' ')), sections }
}
