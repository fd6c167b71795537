/**
 * Every formula of a page must typeset: each `$…$` and `$$…$$` is rendered with Temml as the build renders
 * it (lib/mdx/static-math.mjs), but with errors thrown instead of shown in red on the page, and in Temml's
 * strict mode so that non-LaTeX input (an accented Unicode letter in math mode, say) is reported too.
 */
import { createProcessor } from '@mdx-js/mdx'
import remarkMath from 'remark-math'
import temml from 'temml'

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
      temml.renderToString(node.value ?? '', { displayMode: node.type === 'math', throwOnError: true, strict: true })
    } catch (error) {
      const line = (node.position?.start.line ?? 0) + lineOffset
      const message = (error as Error).message.split('\n')[0]!.replace(/ at position \d+:\s*$/, '').trim()
      problems.push(`line ${line}: formula does not typeset: ${message}`)
    }
  }
  return problems
}
