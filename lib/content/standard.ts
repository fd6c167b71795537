/**
 * The content standard of a complete field page (issues 5–7): enough exposition in enough sections, a
 * worked example, checked practice problems with hints and solutions, open further reading, a difficulty,
 * and inline links to neighbouring fields. Measured on the MDX syntax tree, so prose is counted as a reader
 * sees it: problem blocks, code, display math and the reading list do not count as exposition.
 */
import type { Link, Nodes, Root } from 'mdast'
import { SKIP, visit } from 'unist-util-visit'
import { explorableNames } from '@/components/explorables/registry'
import { subjectSlugs, type SubjectSlug } from '@/lib/catalogue'
import { figureProblems } from '@/lib/mdx/figures.mjs'
import { FIGURE_BLOCKS, isJsx, stringAttribute, textOf, type JsxElement } from '@/lib/mdx/numbered-blocks.mjs'
import { treeOf } from './source'

export const STANDARD = {
  words: 900,
  sections: 4,
  problems: 3,
  references: 3,
  /** open problems or research directions on /research/{subject}, each with a reference */
  researchDirections: 8,
  /** entries of the subject's part of /library */
  libraryItems: 10,
  /** figures that teach (static or explorable), on a page of an illustrated subject */
  figures: 2,
} as const

/**
 * Subjects whose field pages are illustrated (issues 14–16): each must carry at least STANDARD.figures
 * figures. Any figure, on any page, must have its text alternative, caption and one source.
 */
export const SUBJECTS_ILLUSTRATED: readonly SubjectSlug[] = ['mathematics', 'physics', 'computer-science', 'engineering']

/**
 * Subjects whose every field page must meet the standard: every subject of the catalogue, so the test
 * suite fails when any field page falls short (a new subject is held to it from its first page).
 */
export const SUBJECTS_HELD_TO_STANDARD: readonly SubjectSlug[] = subjectSlugs

export interface PageMeasure {
  words: number
  /** h2 sections of exposition (everything but "Further reading") */
  sections: number
  examples: number
  problems: Array<{ title?: string; answer: boolean; hints: number; solutions: number }>
  references: number
  /** Internal links of the body (route part, without #anchor or query) */
  links: string[]
  /** Figures and explorables, with what each lacks */
  figures: Array<{ kind: 'Figure' | 'Explorable'; id: string; name?: string; problems: string[] }>
  /** Anchors of the empty links `[](#id)` that name a figure */
  figureLinks: string[]
}

const FURTHER_READING = /^further reading$/i

const countWords = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length

const hasAttribute = (node: JsxElement, name: string) => node.attributes.some((a) => a.type === 'mdxJsxAttribute' && a.name === name)

/** An internal link (its route part), or an empty link to a figure (its anchor). */
function measureLink({ url, children }: Link, measure: PageMeasure): void {
  if (url.startsWith('/')) measure.links.push(url.replace(/[#?].*$/, '') || '/')
  if (url.startsWith('#') && !children.length) measure.figureLinks.push(url.slice(1))
}

function measureFigure(node: JsxElement, measure: PageMeasure): void {
  const kind = node.name as 'Figure' | 'Explorable'
  const name = kind === 'Explorable' ? stringAttribute(node, 'name') : undefined
  const problems = figureProblems(node)
  if (name && !(explorableNames as readonly string[]).includes(name)) problems.push(`<Explorable name="${name}"> is not in components/explorables/registry.ts`)
  const id = stringAttribute(node, 'id') ?? `figure-${measure.figures.length + 1}`
  measure.figures.push({ kind, id, name, problems })
}

function measureProblem(node: JsxElement, measure: PageMeasure): void {
  const children = node.children
  measure.problems.push({
    title: stringAttribute(node, 'title'),
    answer: hasAttribute(node, 'answer') || children.some((c) => isJsx(c, 'Choice') && hasAttribute(c, 'correct')),
    hints: children.filter((c) => isJsx(c, 'Hint')).length,
    solutions: children.filter((c) => isJsx(c, 'Solution')).length,
  })
  visit(node, 'link', (link) => measureLink(link, measure))
}

/** Measures one block of the body; `inReading`: it sits under "Further reading", so its words do not count. */
function measureBlock(block: Nodes, measure: PageMeasure, inReading: boolean): void {
  visit(block, (node) => {
    if (node.type === 'link') measureLink(node, measure)
    if (isJsx(node, 'Example')) measure.examples++
    if (isJsx(node) && node.name && FIGURE_BLOCKS.includes(node.name)) measureFigure(node, measure)
    if (isJsx(node, 'Problem')) {
      measureProblem(node, measure)
      return SKIP
    }
    if (node.type === 'code' || node.type === 'math') return SKIP
    if (node.type === 'inlineMath') {
      if (!inReading) measure.words += 1 // a formula in the sentence reads as one word
    } else if (node.type === 'text' || node.type === 'inlineCode') {
      if (!inReading) measure.words += countWords(node.value)
    }
  })
}

/** Measures an MDX body (without frontmatter), or its tree. */
export function measurePage(body: string | Root): PageMeasure {
  const measure: PageMeasure = { words: 0, sections: 0, examples: 0, problems: [], references: 0, links: [], figures: [], figureLinks: [] }
  let inReading = false
  for (const node of treeOf(body).children) {
    if (node.type === 'heading' && node.depth === 2) {
      inReading = FURTHER_READING.test(textOf(node).trim())
      if (!inReading) measure.sections++
      if (!inReading) measure.words += countWords(textOf(node))
      continue
    }
    if (inReading && node.type === 'list') measure.references += node.children.length
    measureBlock(node, measure, inReading)
  }
  return measure
}

export interface StandardInput {
  /** The MDX body, or its tree. */
  body: string | Root
  data: { difficulty?: unknown; prerequisites?: unknown; related?: unknown }
  /** Routes that exist ("/mathematics/calculus", "/library", ...) */
  routes: ReadonlySet<string>
  /** The page belongs to an illustrated subject (SUBJECTS_ILLUSTRATED). */
  illustrated?: boolean
}

/** What a field page lacks against the standard, one readable line each; empty when it meets it. */
export function standardProblems({ body, data, routes, illustrated = false }: StandardInput): string[] {
  const m = measurePage(body)
  const out: string[] = []
  m.figures.forEach((f, i) => f.problems.forEach((p) => out.push(`figure ${i + 1}: ${p}`)))
  const ids = new Set(m.figures.map((f) => f.id))
  for (const anchor of m.figureLinks) if (!ids.has(anchor)) out.push(`the empty link [](#${anchor}) names no figure on this page`)
  const teaching = m.figures.filter((f) => f.problems.length === 0).length
  if (illustrated && teaching < STANDARD.figures) out.push(`${teaching} figure(s), at least ${STANDARD.figures} needed: add figures that teach (tikz, dot or plot; see docs/writing-field-pages.md)`)
  if (typeof data.difficulty !== 'string') out.push('frontmatter needs difficulty: introductory, intermediate or advanced')
  if (m.words < STANDARD.words) out.push(`${m.words} words of exposition, at least ${STANDARD.words} needed (problems, code, display math and further reading not counted)`)
  if (m.sections < STANDARD.sections) out.push(`${m.sections} h2 sections of exposition, at least ${STANDARD.sections} needed besides "Further reading"`)
  if (m.examples < 1) out.push('no <Example> block: add at least one worked example solved step by step')
  if (m.problems.length < STANDARD.problems) out.push(`${m.problems.length} practice problem(s), at least ${STANDARD.problems} needed`)
  m.problems.forEach((p, i) => {
    const name = `problem ${i + 1}${p.title ? ` ("${p.title}")` : ''}`
    if (!p.answer) out.push(`${name} has no checked answer (answer={...} or a <Choice correct>)`)
    if (p.hints < 1) out.push(`${name} has no <Hint>`)
    if (p.solutions !== 1) out.push(`${name} needs exactly one <Solution>`)
  })
  if (m.references < STANDARD.references) out.push(`${m.references} item(s) under "## Further reading", at least ${STANDARD.references} needed`)
  for (const link of new Set(m.links)) {
    if (!routes.has(link)) out.push(`link to ${link}, which is not a page`)
  }
  const neighbours = [data.prerequisites, data.related].flatMap((l) => (Array.isArray(l) ? (l as string[]) : []))
  if (!neighbours.some((ref) => m.links.includes(`/${ref}`))) {
    out.push('the body links to none of its prerequisite or related fields: link them where the text uses them')
  }
  return out
}

/** The h2 sections of a body with their text, in order. */
function sectionsOf(body: string): Array<{ title: string; text: string }> {
  const parts = body.split(/^## /m).slice(1)
  return parts.map((part) => {
    const newline = part.indexOf('\n')
    return { title: part.slice(0, newline === -1 ? undefined : newline).trim(), text: part.slice(newline + 1) }
  })
}

/** What /research/{subject} lacks: enough sections that each explain a direction and cite a reference. */
export function researchProblems(body: string): string[] {
  const directions = sectionsOf(body).filter((s) => /<Reference\b/.test(s.text))
  const out: string[] = []
  if (directions.length < STANDARD.researchDirections) {
    out.push(`${directions.length} research directions with a <Reference>, at least ${STANDARD.researchDirections} needed`)
  }
  for (const d of directions) {
    const words = countWords(d.text.replace(/<Reference[\s\S]*?\/>/g, ''))
    if (words < 80) out.push(`research direction "${d.title}" is explained in ${words} words, at least 80 needed`)
  }
  return out
}

/** What the subject's part of /library lacks (the h2 section titled like the subject). */
export function libraryProblems(body: string, subjectTitle: string): string[] {
  const section = sectionsOf(body).find((s) => s.title === subjectTitle)
  if (!section) return [`no "## ${subjectTitle}" section`]
  const items = section.text.match(/<Reference\b[^>]*\/>/g) ?? []
  const out: string[] = []
  if (items.length < STANDARD.libraryItems) out.push(`${subjectTitle}: ${items.length} entries, at least ${STANDARD.libraryItems} needed`)
  for (const item of items) {
    for (const attr of ['authors', 'title', 'url', 'note']) {
      if (!new RegExp(`\\b${attr}="[^"]+"`).test(item)) out.push(`${subjectTitle}: an entry lacks ${attr}: ${item.slice(0, 80)}...`)
    }
  }
  return out
}
