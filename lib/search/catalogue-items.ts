/**
 * The search dialog's own items, from the catalogue, the navigation and the theme list (no network):
 * Links, one group per discipline (its subject page, then its fields), then Theme, in the spec's order
 * for the empty dialog. `catalogueSource` ranks them with the same ranking as the full text: a field is
 * found by its title, its initials ("NLP", "PDE"), its topics and, a little, by its description.
 */
import { subjects, type ResolvedField, type Subject } from '@/lib/catalogue'
import { siteLinks, type SiteLinkKey } from '@/lib/navigation'
import { themeChoices, type ThemeChoice } from '@/lib/theme/themes'
import { FIELD } from './index-format'
import { phraseTokens, type Phrase, type Posting, type RankSource } from './rank'
import { compounds, isStopWord, tokens, words } from './tokenize'

/** `english`: results from the English pages in another language's dialog (the fallback). */
export type GroupId = 'links' | `subject:${string}` | 'pages' | 'sections' | 'english' | 'theme'

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

/** The words of the entries that are interface strings, in the dialog's language. */
export interface EntryLabels {
  link: (key: SiteLinkKey) => string
  subjectHint: (fieldCount: number) => string
}

const englishLabels: EntryLabels = {
  link: (key) => siteLinks.find((l) => l.titleKey === key)!.title,
  subjectHint: (count) => `All ${count} fields`,
}

/** An entry in another language that a reader may also find by its English name and topics. */
function withEnglish(entry: CommandEntry, english: CommandEntry | undefined): CommandEntry {
  if (!english || english.label === entry.label) return entry
  return { ...entry, names: [...entry.names, ...english.names], keywords: [...entry.keywords, ...english.keywords] }
}

const subjectFields = (s: Subject) => s.fields.map((f) => fieldEntry({ ...f, subject: s, ref: `${s.slug}/${f.slug}`, href: `/${s.slug}/${f.slug}` }))

/**
 * The dialog's items: English by default; in another language, the catalogue translated (`localized`,
 * lib/catalogue/translations) and the interface labels in that language, each item still found by its
 * English name too.
 */
export function catalogueEntries(localized: readonly Subject[] = subjects, labels: EntryLabels = englishLabels): CommandEntry[] {
  const links: CommandEntry[] = siteLinks.map((l) => ({
    kind: 'link',
    id: `link:${l.href}`,
    group: 'links',
    label: labels.link(l.titleKey),
    href: l.href,
    names: [...new Set([labels.link(l.titleKey), l.title])],
    keywords: [],
    context: '',
  }))
  const disciplines: CommandEntry[] = localized.flatMap((s, i) => {
    const english = subjects[i]!
    const subject: CommandEntry = {
      kind: 'link' as const,
      id: `link:/${s.slug}`,
      group: `subject:${s.slug}` as const,
      label: s.title,
      hint: labels.subjectHint(s.fields.length),
      href: `/${s.slug}`,
      names: [...new Set([s.title, english.title])],
      keywords: [],
      context: s.description,
    }
    const englishFields = localized === subjects ? [] : subjectFields(english)
    return [subject, ...subjectFields(s).map((entry, j) => withEnglish(entry, englishFields[j]))]
  })
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
