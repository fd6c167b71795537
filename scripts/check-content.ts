/**
 * Checks the MDX content against the catalogue. Fails (exit 1) with one line per problem.
 *   npx tsx scripts/check-content.ts                            all content
 *   npx tsx scripts/check-content.ts FILE [FILE...]             only these files (frontmatter + MDX compile,
 *                                                               and the field-page standard for field pages;
 *                                                               --illustrated also asks for its figures)
 *   npx tsx scripts/check-content.ts --report SUBJECT           the standard's measures for each field page
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { compileMdx } from 'nextra/compile'
import { checkContent, readAllContent, readContentPage } from '../lib/content/check'
import { readAllSources } from '../lib/content/source'
import { measurePage, STANDARD, standardProblems, SUBJECTS_ILLUSTRATED } from '../lib/content/standard'

const isIllustrated = (route: string) => SUBJECTS_ILLUSTRATED.some((s) => route.startsWith(`/${s}/`))

async function compiles(file: string): Promise<string[]> {
  const source = await readFile(file, 'utf8')
  try {
    await compileMdx(source, { filePath: file, latex: true })
    return []
  } catch (error) {
    return [`${file}: MDX does not compile: ${(error as Error).message}`]
  }
}

async function report(root: string, subject: string) {
  const all = await readAllContent(root)
  const pages = all.filter((p) => p.isField && p.source.route.startsWith(`/${subject}/`)).map((p) => p.source)
  const routes = new Set(all.map((p) => p.source.route))
  console.log(`page                                words sect ex prob refs figs  (needs ${STANDARD.words}/${STANDARD.sections}/1/${STANDARD.problems}/${STANDARD.references}/${STANDARD.figures})`)
  for (const page of pages) {
    const m = measurePage(page.tree)
    const ok = standardProblems({ body: page.tree, data: page.data, routes, illustrated: isIllustrated(page.route) }).length === 0
    const figures = `${m.figures.length}${m.figures.some((f) => f.kind === 'Explorable') ? '+e' : ''}`
    console.log(`${page.route.padEnd(36)}${String(m.words).padStart(5)}${String(m.sections).padStart(5)}${String(m.examples).padStart(3)}${String(m.problems.length).padStart(5)}${String(m.references).padStart(5)}${figures.padStart(5)}  ${ok ? 'ok' : 'short'}`)
  }
}

async function main() {
  const args = process.argv.slice(2)
  const root = process.cwd()
  if (args[0] === '--report') return report(root, args[1] ?? 'mathematics')
  const problems: string[] = []
  if (args.length > 0) {
    // Only the routes of the others (for the links): their frontmatter, not their checks.
    const routes = new Set(readAllSources(path.join(root, 'content')).map((s) => s.route))
    for (const file of args.filter((a) => !a.startsWith('--'))) {
      const { source, isField, problems: own } = await readContentPage(root, path.resolve(file))
      problems.push(...own, ...(await compiles(file)))
      if (isField) {
        const illustrated = isIllustrated(source.route) || args.includes('--illustrated')
        problems.push(...standardProblems({ body: source.tree, data: source.data, routes, illustrated }).map((p) => `${file}: ${p}`))
      }
    }
  } else {
    problems.push(...(await checkContent(root)))
  }
  if (problems.length > 0) {
    console.error(`Content check failed (${problems.length} problem${problems.length === 1 ? '' : 's'}):`)
    for (const p of problems) console.error(`  - ${p}`)
    process.exit(1)
  }
  const files = args.filter((a) => !a.startsWith('--')).length
  console.log(files > 0 ? `Content check passed for ${files} file(s).` : 'Content check passed.')
}

await main()
