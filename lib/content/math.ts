/**
 * Every formula of a page must typeset: each `$…$` and `$$…$$` is rendered with Temml as the build renders
 * it (lib/mdx/static-math.mjs), but with errors thrown instead of shown in red on the page, and in Temml's
 * strict mode so that non-LaTeX input (an accented Unicode letter in math mode, say) is reported too.
 */
import type { Root } from 'mdast'
import temml from 'temml'
import { visit } from 'unist-util-visit'
import { treeOf } from './source'

/** One line per formula Temml cannot typeset cleanly, with its line in the MDX body plus `lineOffset`. */
export function mathProblems(mdx: string | Root, lineOffset = 0): string[] {
  const problems: string[] = []
  visit(treeOf(mdx), (node) => {
    if (node.type !== 'math' && node.type !== 'inlineMath') return
    try {
      temml.renderToString(node.value, { displayMode: node.type === 'math', throwOnError: true, strict: true })
    } catch (error) {
      const line = (node.position?.start.line ?? 0) + lineOffset
      const message = (error as Error).message.split('\n')[0]!.replace(/ at position \d+:\s*$/, '').trim()
      problems.push(`line ${line}: formula does not typeset: ${message}`)
    }
  })
  return problems
}
