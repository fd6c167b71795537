/**
 * Checks the MDX content against the catalogue. Fails (exit 1) with one line per problem.
 *   npx tsx scripts/check-content.ts                 all content
 *   npx tsx scripts/check-content.ts FILE [FILE...]  only these files (frontmatter + MDX compile)
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { compileMdx } from 'nextra/compile'
import { checkContent, readContentPage } from '../lib/content/check'

async function compiles(file: string): Promise<string[]> {
  const source = await readFile(file, 'utf8')
  try {
    await compileMdx(source, { filePath: file, latex: true })
    return []
  } catch (error) {
    return [`${file}: MDX does not compile: ${(error as Error).message}`]
  }
}

async function main() {
  const only = process.argv.slice(2)
  const root = process.cwd()
  const problems: string[] = []
  if (only.length > 0) {
    for (const file of only) {
      const page = await readContentPage(root, path.resolve(file))
      problems.push(...page.problems, ...(await compiles(file)))
    }
  } else {
    problems.push(...(await checkContent(root)))
  }
  if (problems.length > 0) {
    console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`)
    for (const p of problems) console.error(`  - ${p}`)
    process.exit(1)
  }
  console.log(only.length > 0 ? `Content check passed for ${only.length} file(s).` : 'Content check passed.')
}

await main()
