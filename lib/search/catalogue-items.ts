/**
 * The search dialog's own items, from the catalogue, the navigation and the theme list (no network):
 * Links, one group per discipline (its subject page, then its fields), then Theme, in the spec's order
 * for the empty dialog. `catalogueSource` ranks them with the same ranking as the full text: a field is
 * found by its title, its initials ("NLP", "PDE"), its topics and, a little, by its description.
 */
import { subjects, type ResolvedField } from '@/lib/catalogue'
import { siteLinks } from '@/lib/navigation'
import { themeChoices, type ThemeChoice } from '@/lib/theme/themes'
import { FIELD } from './index-format'
import { phraseTokens, type Phrase, type Posting, type RankSource } from './rank'
import { compounds, isStopWord, tokens, words } from './tokenize'

export type GroupId = 'links' | `subject:${string}` | 'pages' | 'sections' | 'theme'

interface EntryBase {
  id: string
  group: GroupId
  label: string
  hint?: string
  /** What a reader may type: the label, a field's initials. */
  names: string[]
  keywords: string[]
  context: string
}

export type CommandEntry =
  | (EntryBase & { kind: 'link'; href: string })
  | (EntryBase & { kind: 'theme'; theme: ThemeChoice })

/** "Natural Language Processing" → ["nlp"]; "Theory of Computation" → ["toc", "tc"]. One-word titles have none. */
export function initialisms(title: string): string[] {
  const all = words(title)
  const meaningful = all.filter((w) => !isStopWord(w))
  if (meaningful.length < 2) return []
  return [...new Set([all, meaningful].map((ws) => ws.map((w) => w[0]).join('')))]
}

/**
 * A field as the ranking sees it: found by its title, its initials and other names, its topics (and a long
 * topic's initials), a little by its description.
 */
export function fieldEntry(f: ResolvedField): CommandEntry & { kind: 'link' } {
  return {
    kind: 'link',
    id: `link:${f.href}`,
    group: `subject:${f.subject.slug}`,
    label: f.title,
    hint: f.description,
    href: f.href,
    names: [f.title, ...initialisms(f.title), ...(f.aliases ?? [])],
    keywords: [...f.topics, ...f.topics.flatMap(longInitialisms)],
    context: `${f.description} ${f.subject.title}`,
  }
}

/** A long topic's initials ("singular value decomposition" → "svd"), as readers abbreviate it. */
const longInitialisms = (topic: string) => (words(topic).filter((w) => !isStopWord(w)).length >= 3 ? initialisms(topic).slice(-1) : [])

export function catalogueEntries(): CommandEntry[] {
  const links: CommandEntry[] = siteLinks.map((l) => ({
    kind: 'link',
    id: `link:${l.href}`,
    group: 'links',
    label: l.title,
    href: l.href,
    names: [l.title],
    keywords: [],
    context: '',
  }))
  const disciplines: CommandEntry[] = subjects.flatMap((s) => [
    {
      kind: 'link' as const,
      id: `link:/${s.slug}`,
      group: `subject:${s.slug}` as const,
      label: s.title,
      hint: `All ${s.fields.length} fields`,
      href: `/${s.slug}`,
      names: [s.title],
      keywords: [],
      context: s.description,
    },
    ...s.fields.map((f) => fieldEntry({ ...f, subject: s, ref: `${s.slug}/${f.slug}`, href: `/${s.slug}/${f.slug}` })),
  ])
  const themes: CommandEntry[] = themeChoices.map((t) => ({
    kind: 'theme',
    id: `theme:${t.id}`,
    group: 'theme',
    label: `${t.label} theme`,
    theme: t.id,
    names: [`${t.label} theme`],
    keywords: ['appearance', 'colour scheme', 'color scheme', 'mode'],
    context: '',
  }))
  return [...links, ...disciplines, ...themes]
}

/** The entries as a small in-memory index the ranking reads (built once, on first use). */
export function catalogueSource(entries: readonly CommandEntry[]): RankSource {
  const postings = new Map<string, Posting[]>()
  const phrases: Phrase[][] = []
  entries.forEach((entry, doc) => {
    const masks = new Map<string, number>()
    const add = (text: string, bit: number, withCompounds: boolean) => {
      for (const t of [...tokens(text), ...(withCompounds ? compounds(text) : [])]) {
        if (!isStopWord(t)) masks.set(t, (masks.get(t) ?? 0) | bit)
      }
    }
    for (const name of entry.names) add(name, FIELD.name, true)
    for (const keyword of entry.keywords) add(keyword, FIELD.keywords, true)
    add(entry.context, FIELD.context, false)
    for (const [token, mask] of masks) {
      let list = postings.get(token)
      if (!list) postings.set(token, (list = []))
      list.push({ doc, mask, tf: 0 })
    }
    phrases.push([
      ...entry.names.map((n) => ({ field: 'name' as const, tokens: phraseTokens(n) })),
      ...entry.keywords.map((k) => ({ field: 'keywords' as const, tokens: phraseTokens(k) })),
    ])
  })
  const vocabulary = [...postings.keys()]
  return {
    docCount: entries.length,
    averageTextLength: 1,
    vocabulary: () => vocabulary,
    postings: (token) => postings.get(token) ?? [],
    textLength: () => 0,
    phrases: (doc) => phrases[doc] ?? [],
  }
}
