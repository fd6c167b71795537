/**
 * Every formula of a page must typeset: each `$…$` and `$$…$$` is rendered with KaTeX as the build renders
 * it, but with errors thrown instead of shown in red on the page, and with KaTeX's strict mode so that
 * non-LaTeX input (a Unicode letter in math mode, say) is reported too.
 */
import { createProcessor } from '@mdx-js/mdx'
import katex from 'katex'
import remarkMath from 'remark-math'

interface Node {
  type: string
  value?: string
  position?: { start: { line: number } }
  children?: Node[]
}

const processor = createProcessor({ remarkPlugins: [remarkMath] })

function* formulas(node: Node): Generator<Node> {
  if (node.type === 'math' || node.type === 'inlineMath') yield node
  for (const child of node.children ?? []) yield* formulas(child)
}

/** One line per formula KaTeX cannot typeset cleanly, with its line in the MDX body. */
export function mathProblems(mdxBody: string, lineOffset = 0): string[] {
  const problems: string[] = []
  for (const node of formulas(processor.parse(mdxBody) as unknown as Node)) {
    try {
      katex.renderToString(node.value ?? '', { displayMode: node.type === 'math', throwOnError: true, strict: 'error' })
    } catch (error) {
      const line = (node.position?.start.line ?? 0) + lineOffset
      const message = (error as Error).message.replace(/^KaTeX parse error: /, '')
      problems.push(`line ${line}: formula does not typeset: ${message}`)
    }
  }
  return problems
}
