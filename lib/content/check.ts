/**
 * Content checks (Node only): every catalogue field has a page, every page under a subject folder is
 * in the catalogue, frontmatter is complete (and a field page's leaves the field's title, description and
 * topics to the catalogue), every formula typesets, and field pages meet the content standard.
 */
import path from 'node:path'
import { existsSync } from 'node:fs'
import { allFields, subjects } from '@/lib/catalogue'
import { defaultLocale, localeOfPath, unprefixed } from '@/lib/i18n/locales'
import { isFieldRoute } from '@/lib/routes'
import { misplacedProblemParts } from './fields'
import { mathProblems } from './math'
import { CATALOGUE_FACTS, fieldFrontmatterSchema, formatIssues, pageFrontmatterSchema } from './frontmatter'
import { readAllSources, readSource, type ContentSource } from './source'
import { translationProblems } from './translation'
import { libraryProblems, researchProblems, standardProblems, SUBJECTS_HELD_TO_STANDARD, SUBJECTS_ILLUSTRATED } from './standard'

export interface ContentPage {
  source: ContentSource
  /** A field page lives at content/{subject}/{slug}.mdx */
  isField: boolean
  problems: string[]
}

/**
 * What is wrong with a page's frontmatter. A field page's title, description and topics are the catalogue's
 * alone: repeating them is refused, naming the catalogue file that holds them.
 */
function frontmatterProblems(rel: string, route: string, data: Record<string, unknown>, isField: boolean): string[] {
  const repeated = CATALOGUE_FACTS.filter((key) => isField && key in data)
  const rest = { ...data }
  for (const key of repeated) delete rest[key]
  const parsed = (isField ? fieldFrontmatterSchema : pageFrontmatterSchema).safeParse(rest)
  const catalogue = `lib/catalogue/${route.split('/')[1]}.ts`
  return [
    ...repeated.map((key) => `${rel}: the ${key} ${key === 'topics' ? 'come' : 'comes'} from the catalogue (${catalogue}); remove ${key === 'topics' ? 'them' : 'it'} from the frontmatter`),
    ...(parsed.success ? [] : formatIssues(parsed.error).map((p) => `${rel}: frontmatter ${p}`)),
  ]
}

/**
 * What is wrong with a translated page (content/ar/…, content/zh/…) against its English page: it must have
 * one, keep its frontmatter's keys (a field page has none: its title, description and topics are the
 * catalogue translation's, its links the English page's) and be faithful to it (lib/content/translation.ts).
 */
function translationPageProblems(root: string, source: ContentSource, rel: string): string[] {
  const locale = localeOfPath(source.route)
  const englishRoute = unprefixed(source.route)
  const content = path.join(root, 'content')
  const englishFile = path.join(content, path.relative(path.join(content, locale), source.file))
  const englishRel = path.relative(root, englishFile)
  if (!existsSync(englishFile)) return [`${rel}: no English page ${englishRel} for this translation`]
  const english = readSource(englishFile, content)
  if (isFieldRoute(englishRoute)) {
    const keys = Object.keys(source.data)
    return [
      ...(keys.length ? [`${rel}: a translated field page has no frontmatter (its title, description and topics come from lib/catalogue/translations/${locale}.ts, its links from ${englishRel}); remove ${keys.join(', ')}`] : []),
      ...translationProblems(english, source).map((p) => `${rel}: ${p}`),
    ]
  }
  const keys = (data: Record<string, unknown>) => Object.keys(data).sort().join(', ')
  return [
    ...(keys(source.data) !== keys(english.data) ? [`${rel}: frontmatter keys [${keys(source.data)}] differ from ${englishRel}'s [${keys(english.data)}]`] : []),
    ...(english.data.asIndexPage !== source.data.asIndexPage ? [`${rel}: asIndexPage must be as in ${englishRel}`] : []),
    ...translationProblems(english, source).map((p) => `${rel}: ${p}`),
  ]
}

/** A content page with what is wrong with it on its own (frontmatter, headings, problem parts, formulas). */
function checkPage(root: string, source: ContentSource): ContentPage {
  const { file, route, data, body } = source
  const isField = isFieldRoute(route)
  const rel = path.relative(root, file)
  const translated = localeOfPath(route) !== defaultLocale
  const problems = translated ? [] : frontmatterProblems(rel, route, data, isField)
  if (translated) {
    if (!isFieldRoute(unprefixed(route))) problems.push(...frontmatterProblems(rel, route, data, false))
    try {
      problems.push(...translationPageProblems(root, source, rel))
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  if (path.basename(file).startsWith('index.') && route !== '/' && data.asIndexPage !== true) {
    problems.push(`${rel}: a folder's index page needs "asIndexPage: true" so the sidebar folder links to it`)
  }
  if (/^#\s/m.test(body.replace(/```[\s\S]*?```/g, ''))) {
    const from = isField ? 'the catalogue' : 'frontmatter'
    problems.push(`${rel}: the page title comes from ${from}; do not write a "# " heading in the body`)
  }
  try {
    problems.push(...misplacedProblemParts(source.tree).map((p) => `${rel}: ${p}`))
    problems.push(...mathProblems(source.tree, source.bodyLineOffset).map((p) => `${rel}: ${p}`))
  } catch (error) {
    problems.push((error as Error).message) // the tree names the file: "content/x.mdx: MDX does not parse: …"
  }
  return { source, isField, problems }
}

export async function readContentPage(root: string, file: string): Promise<ContentPage> {
  return checkPage(root, readSource(file, path.join(root, 'content')))
}

export async function readAllContent(root: string): Promise<ContentPage[]> {
  return readAllSources(path.join(root, 'content')).map((source) => checkPage(root, source))
}

/** Every problem with the content, as readable lines; empty when all is well. */
export async function checkContent(root: string): Promise<string[]> {
  const pages = await readAllContent(root)
  const problems = pages.flatMap((p) => p.problems)
  const byRoute = new Map(pages.map((p) => [p.source.route, p]))

  for (const field of allFields) {
    if (!byRoute.has(field.href)) problems.push(`catalogue field ${field.ref} has no page (expected content${field.href}.mdx)`)
  }
  for (const page of pages) {
    const { file, route } = page.source
    if (page.isField && !allFields.some((f) => f.href === route)) {
      problems.push(`${path.relative(root, file)}: page ${route} is not a field in the catalogue`)
    }
  }
  const routes = new Set(pages.map((p) => p.source.route))
  for (const { isField, source } of pages) {
    if (isField && SUBJECTS_HELD_TO_STANDARD.some((s) => source.route.startsWith(`/${s}/`))) {
      const rel = path.relative(root, source.file)
      const illustrated = SUBJECTS_ILLUSTRATED.some((s) => source.route.startsWith(`/${s}/`))
      problems.push(...standardProblems({ body: source.tree, data: source.data, routes, illustrated }).map((p) => `${rel}: ${p}`))
    }
  }
  for (const slug of SUBJECTS_HELD_TO_STANDARD) {
    const research = byRoute.get(`/research/${slug}`)
    problems.push(...(research ? researchProblems(research.source.body) : ['no page']).map((p) => `content/research/${slug}.mdx: ${p}`))
    const library = byRoute.get('/library')
    const title = subjects.find((s) => s.slug === slug)!.title
    problems.push(...(library ? libraryProblems(library.source.body, title) : ['no page']).map((p) => `content/library.mdx: ${p}`))
  }
  for (const subject of subjects) {
    if (!byRoute.has(`/${subject.slug}`)) problems.push(`subject ${subject.slug} has no landing page (content/${subject.slug}/index.mdx)`)
  }
  return problems
}
