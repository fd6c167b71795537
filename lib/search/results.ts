/**
 * What the dialog lists. With no query: the spec's groups in the spec's order (Links, one group per
 * discipline, Theme). While a query is typed: one ranking over catalogue items and full-text documents,
 * where a full-text hit on a page the catalogue already lists (a field, a subject, a section of the site)
 * lifts that item instead of repeating it; other pages go to Pages, headings and named results to
 * Sections (at most 5 of each, spec). Groups follow their best item, items their score. Pure.
 */
import { getSubject, subjects } from '@/lib/catalogue'
import type { ThemeChoice } from '@/lib/theme/themes'
import type { CommandEntry, GroupId } from './catalogue-items'
import type { DocHit } from './full-text'
import type { QueryTerm } from './match'
import { combine, type Ranking, type Scored } from './rank'

export const MAX_PAGE_RESULTS = 5
export const MAX_SECTION_RESULTS = 5
/** Items scoring below this share of the best one are noise, not results. */
export const RELATIVE_CUTOFF = 0.25
/** A weak match on its own is not worth listing. */
export const ABSOLUTE_CUTOFF = 0.03
/**
 * Field and subject pages teach; the site's other pages (research directions, the library, the solve
 * pages) mention every topic in passing. On equal evidence a field page comes first.
 */
export const OTHER_PAGE_WEIGHT = 0.8
/** A worked example or a practice problem that happens to be named like the query is not its home. */
export const EXERCISE_WEIGHT = 0.85
/** Their labels in each language (messages blocks.kinds and problems.problemNumber). */
const EXERCISE = /^(Example|Problem|Remark|مثال|مسألة|ملاحظة|例|习题|注) /

export interface ResultItem {
  /** Unique in the list; also cmdk's value. */
  id: string
  kind: 'link' | 'theme' | 'page' | 'section'
  label: string
  hint?: string
  href?: string
  theme?: ThemeChoice
  /** For a section: the page it is on. */
  pageTitle?: string
  /** The full-text document, for its excerpt. */
  doc?: number
  /** Set on a result of the English pages shown in another language: it opens the English page. */
  lang?: 'en'
  score: number
}

export interface ResultGroup {
  /** Also says what the group's heading is (`groupHeading`). */
  id: GroupId
  items: ResultItem[]
}

/** The groups whose heading is an interface string: the `search` messages' `groups.<id>`. */
export type FixedGroupId = Exclude<GroupId, `subject:${string}`>

/**
 * A group's heading: a fixed group's message key (Links, Pages, Sections, Theme), translated by the dialog,
 * or a discipline's title, which the catalogue gives.
 */
export function groupHeading(id: GroupId, subjectTitle: (slug: string) => string | undefined = (slug) => getSubject(slug)?.title): { message: `groups.${FixedGroupId}` } | { text: string } {
  if (!id.startsWith('subject:')) return { message: `groups.${id as FixedGroupId}` }
  const slug = id.slice('subject:'.length)
  return { text: subjectTitle(slug) ?? slug }
}

/** The spec's order; Pages and Sections sit after the disciplines, the English fallback after them. */
export const GROUP_ORDER: readonly GroupId[] = ['links', ...subjects.map((s) => `subject:${s.slug}` as const), 'pages', 'sections', 'english', 'theme']

/** At most this many results of the English pages in another language's dialog. */
export const MAX_FALLBACK_RESULTS = 5

/**
 * The English fallback of another language's dialog: hits of the English index on pages that language has
 * not translated (`hits`, ids already shifted past the language's own documents), as one group after the
 * language's own results; each opens the English page. `ownTop`: the best score of the language's own
 * results. Undefined when nothing is worth listing.
 */
export function fallbackGroup(hits: readonly DocHit[], ownTop = 0): ResultGroup | undefined {
  // Measured against the best result of either language: a stray English match under a strong own answer is noise.
  const cutoff = cutoffBelow(Math.max(ownTop, ...hits.map((h) => h.score)))
  const items = hits
    .filter((h) => h.score >= cutoff)
    .sort((a, b) => b.score - a.score)
    .slice(0, MAX_FALLBACK_RESULTS)
    .map((h): ResultItem => ({ ...hitItem(h), id: `english:${h.href}`, lang: 'en' }))
  return items.length ? { id: 'english', items } : undefined
}

/** The score under which an item is noise, given the best one's. */
const cutoffBelow = (top: number) => Math.max(ABSOLUTE_CUTOFF, RELATIVE_CUTOFF * top)

/** A full-text hit as the list shows it: a page (its name), or a heading or named result on its page. */
function hitItem(hit: DocHit): ResultItem {
  const { score } = hit
  return hit.kind === 'page'
    ? { id: `page:${hit.route}`, kind: 'page', label: hit.name, hint: hit.context || undefined, href: hit.href, doc: hit.id, score }
    : { id: `section:${hit.href}`, kind: 'section', label: hit.label, pageTitle: hit.pageTitle, hint: hit.context || undefined, href: hit.href, doc: hit.id, score }
}

function entryItem(entry: CommandEntry, score: number): ResultItem {
  return entry.kind === 'theme'
    ? { id: entry.id, kind: 'theme', label: entry.label, theme: entry.theme, score }
    : { id: entry.id, kind: 'link', label: entry.label, hint: entry.hint, href: entry.href, score }
}

function grouped(items: Map<GroupId, ResultItem[]>): ResultGroup[] {
  return GROUP_ORDER.flatMap((id) => {
    const list = items.get(id)
    return list && list.length ? [{ id, items: list }] : []
  })
}

/** Every catalogue item in the spec's order: the empty dialog. */
export function emptyGroups(entries: readonly CommandEntry[]): ResultGroup[] {
  const items = new Map<GroupId, ResultItem[]>()
  for (const entry of entries) items.set(entry.group, [...(items.get(entry.group) ?? []), entryItem(entry, 0)])
  return grouped(items)
}

/**
 * The ranked groups for a query. `catalogue` scores index into `entries`; `fullText` is absent while the
 * index is not here (the catalogue answers alone meanwhile).
 */
export function rankedGroups(
  entries: readonly CommandEntry[],
  catalogue: readonly Pick<Scored, 'doc' | 'score'>[],
  fullText: readonly DocHit[] = [],
): ResultGroup[] {
  const byHref = new Map<string, ResultItem & { group: GroupId }>()
  const all: (ResultItem & { group: GroupId })[] = []
  entries.forEach((entry) => {
    const item = { ...entryItem(entry, 0), group: entry.group }
    if (entry.kind === 'link') byHref.set(entry.href, item)
    all.push(item)
  })
  for (const { doc, score } of catalogue) {
    const item = all[doc]
    if (item) item.score = Math.max(item.score, score)
  }
  const pages: ResultItem[] = []
  const sections: ResultItem[] = []
  const teaching = new Set(entries.flatMap((e) => (e.kind === 'link' && e.group.startsWith('subject:') ? [e.href] : [])))
  for (const found of fullText) {
    const weight = (teaching.has(found.route) ? 1 : OTHER_PAGE_WEIGHT) * (EXERCISE.test(found.label) ? EXERCISE_WEIGHT : 1)
    const hit = { ...found, score: found.score * weight }
    if (hit.kind === 'page') {
      const listed = byHref.get(hit.route)
      if (listed) listed.score = Math.max(listed.score, hit.score)
      else pages.push(hitItem(hit))
    } else {
      sections.push(hitItem(hit))
    }
  }

  const top = Math.max(0, ...all.map((i) => i.score), ...pages.map((i) => i.score), ...sections.map((i) => i.score))
  const cutoff = cutoffBelow(top)
  const keep = (i: ResultItem) => i.score >= cutoff
  const byScore = (a: ResultItem, b: ResultItem) => b.score - a.score

  const items = new Map<GroupId, ResultItem[]>()
  for (const item of all.filter(keep)) {
    const { group, ...rest } = item
    items.set(group, [...(items.get(group) ?? []), rest])
  }
  items.set('pages', pages.filter(keep).sort(byScore).slice(0, MAX_PAGE_RESULTS))
  items.set('sections', sections.filter(keep).sort(byScore).slice(0, MAX_SECTION_RESULTS))
  for (const list of items.values()) list.sort(byScore)
  const best = (g: ResultGroup) => g.items[0]?.score ?? 0
  // Stable: groups that tie keep the spec's order.
  return grouped(items).sort((a, b) => best(b) - best(a))
}

/**
 * How much of what a field page's own sections earn counts for the field itself. A field answers, as a
 * whole, a question whose words its catalogue entry and its sections hold between them ("how do hash
 * tables handle collisions": the topic is hash tables, collisions are in its sections).
 */
export const PAGE_EVIDENCE = 0.8

/**
 * The catalogue's scores with each subject's and field's own page joined in: per query word, an entry keeps
 * the better of its own match and its page's best document's (at PAGE_EVIDENCE). Only pages the catalogue
 * lists gain; the research, solve and library pages, which touch everything, do not.
 */
export function withPageEvidence(entries: readonly CommandEntry[], catalogue: Ranking, fullText: readonly DocHit[], terms: readonly QueryTerm[]): Scored[] {
  const byRoute = new Map<string, number[]>()
  for (const hit of fullText) {
    const best = byRoute.get(hit.route) ?? terms.map(() => 0)
    hit.values.forEach((v, i) => (best[i] = Math.max(best[i]!, v)))
    byRoute.set(hit.route, best)
  }
  const own = new Map(catalogue.scored.map((s) => [s.doc, s]))
  return entries.flatMap((entry, doc): Scored[] => {
    const mine = own.get(doc)
    const page = entry.kind === 'link' && entry.group.startsWith('subject:') ? byRoute.get(entry.href) : undefined
    if (!page) return mine ? [mine] : []
    const values = terms.map((_, i) => Math.max(mine?.values[i] ?? 0, PAGE_EVIDENCE * page[i]!))
    const bonus = mine?.bonus ?? 0
    const score = Math.max(combine(values, catalogue.idf, terms) + bonus, mine?.score ?? 0)
    return score > 0 ? [{ doc, score, values, bonus }] : []
  })
}

/** Items in the order the list shows them. */
export const flatItems = (groups: readonly ResultGroup[]) => groups.flatMap((g) => g.items)
