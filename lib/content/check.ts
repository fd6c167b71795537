/**
 * Content checks (Node only): every catalogue field has a page, every page under a subject folder is
 * in the catalogue, frontmatter is complete and agrees with the catalogue, every formula typesets, and
 * field pages meet the content standard.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fg from 'fast-glob'
import matter from 'gray-matter'
import { allFields, subjects } from '@/lib/catalogue'
import { contentRoute, isFieldRoute } from '@/lib/routes'
import { misplacedProblemParts } from './fields'
import { mathProblems } from './math'
import { fieldFrontmatterSchema, formatIssues, pageFrontmatterSchema } from './frontmatter'
import { libraryProblems, researchProblems, standardProblems, SUBJECTS_HELD_TO_STANDARD, SUBJECTS_ILLUSTRATED } from './standard'

export interface ContentPage {
  file: string
  /** "/mathematics/abstract-algebra", "/learn", "/solve/physics" */
  route: string
  /** A field page lives at content/{subject}/{slug}.mdx */
  isField: boolean
  data: Record<string, unknown>
  body: string
  problems: string[]
}

export const routeOf = (contentDir: string, file: string): string => contentRoute(path.relative(contentDir, file))

export async function readContentPage(root: string, file: string): Promise<ContentPage> {
  const contentDir = path.join(root, 'content')
  const route = routeOf(contentDir, file)
  const isField = isFieldRoute(route)
  const raw = await readFile(file, 'utf8')
  const { data, content: body } = matter(raw)
  /** Lines before the body (the frontmatter), so reported lines are lines of the file. */
  const bodyLine = raw.split('\n').length - body.split('\n').length
  const rel = path.relative(root, file)
  const problems: string[] = []
  const parsed = (isField ? fieldFrontmatterSchema : pageFrontmatterSchema).safeParse(data)
  if (!parsed.success) problems.push(...formatIssues(parsed.error).map((p) => `${rel}: frontmatter ${p}`))
  if (path.basename(file).startsWith('index.') && route !== '/' && data.asIndexPage !== true) {
    problems.push(`${rel}: a folder's index page needs "asIndexPage: true" so the sidebar folder links to it`)
  }
  if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, ''))) {
    problems.push(`${rel}: the page title comes from frontmatter; do not write a "# " heading in the body`)
  }
  try {
    problems.push(...misplacedProblemParts(body).map((p) => `${rel}: ${p}`))
    problems.push(...mathProblems(body, bodyLine).map((p) => `${rel}: ${p}`))
  } catch (error) {
    problems.push(`${rel}: MDX does not parse: ${(error as Error).message}`)
  }
  return { file, route, isField, data, body, problems }
}

export async function readAllContent(root: string): Promise<ContentPage[]> {
  const files = await fg('**/*.{md,mdx}', { cwd: path.join(root, 'content'), absolute: true })
  return Promise.all(files.sort().map((f) => readContentPage(root, f)))
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i])

/** Every problem with the content, as readable lines; empty when all is well. */
export async function checkContent(root: string): Promise<string[]> {
  const pages = await readAllContent(root)
  const problems = pages.flatMap((p) => p.problems)
  const byRoute = new Map(pages.map((p) => [p.route, p]))

  for (const field of allFields) {
    const page = byRoute.get(field.href)
    if (!page) {
      problems.push(`catalogue field ${field.ref} has no page (expected content${field.href}.mdx)`)
      continue
    }
    const fm = page.data as { title?: unknown; description?: unknown; topics?: unknown }
    if (fm.title !== field.title) problems.push(`${field.ref}: frontmatter title "${String(fm.title)}" differs from the catalogue's "${field.title}"`)
    if (fm.description !== field.description) problems.push(`${field.ref}: frontmatter description differs from the catalogue's`)
    if (!Array.isArray(fm.topics) || !sameList(fm.topics as string[], field.topics)) problems.push(`${field.ref}: frontmatter topics differ from the catalogue's`)
  }
  for (const page of pages) {
    if (page.isField && !allFields.some((f) => f.href === page.route)) {
      problems.push(`${path.relative(root, page.file)}: page ${page.route} is not a field in the catalogue`)
    }
  }
  const routes = new Set(pages.map((p) => p.route))
  for (const page of pages) {
    if (page.isField && SUBJECTS_HELD_TO_STANDARD.some((s) => page.route.startsWith(`/${s}/`))) {
      const rel = path.relative(root, page.file)
      const illustrated = SUBJECTS_ILLUSTRATED.some((s) => page.route.startsWith(`/${s}/`))
      problems.push(...standardProblems({ body: page.body, data: page.data, routes, illustrated }).map((p) => `${rel}: ${p}`))
    }
  }
  for (const slug of SUBJECTS_HELD_TO_STANDARD) {
    const research = byRoute.get(`/research/${slug}`)
    problems.push(...(research ? researchProblems(research.body) : ['no page']).map((p) => `content/research/${slug}.mdx: ${p}`))
    const library = byRoute.get('/library')
    const title = subjects.find((s) => s.slug === slug)!.title
    problems.push(...(library ? libraryProblems(library.body, title) : ['no page']).map((p) => `content/library.mdx: ${p}`))
  }
  for (const subject of subjects) {
    if (!byRoute.has(`/${subject.slug}`)) problems.push(`subject ${subject.slug} has no landing page (content/${subject.slug}/index.mdx)`)
  }
  return problems
}
