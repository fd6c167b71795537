/**
 * The search dialog's static groups, in their fixed order: Links, one group per discipline (its subject
 * page, then its fields, with topics as keywords), then Theme. Full-text results are inserted by the
 * dialog between the disciplines and Theme. `filterGroups` ranks items with a fuzzy scorer (cmdk's
 * command-score in the dialog) while keeping the group order.
 */
import { subjects } from '@/lib/catalogue'
import { siteLinks } from '@/lib/navigation'
import { themeChoices, type ThemeChoice } from '@/lib/theme/themes'

export type CommandEntry =
  | { kind: 'link'; id: string; label: string; hint?: string; keywords: string[]; href: string }
  | { kind: 'theme'; id: string; label: string; hint?: string; keywords: string[]; theme: ThemeChoice }

export interface CommandGroupData {
  id: string
  heading: string
  items: CommandEntry[]
}

export type Scorer = (value: string, search: string, keywords?: string[]) => number

export function commandGroups(): CommandGroupData[] {
  const links: CommandGroupData = {
    id: 'links',
    heading: 'Links',
    items: siteLinks.map((l) => ({ kind: 'link', id: `link:${l.href}`, label: l.title, keywords: [], href: l.href })),
  }
  const disciplines: CommandGroupData[] = subjects.map((s) => ({
    id: `subject:${s.slug}`,
    heading: s.title,
    items: [
      {
        kind: 'link',
        id: `link:/${s.slug}`,
        label: s.title,
        hint: `All ${s.fields.length} fields`,
        keywords: [s.slug],
        href: `/${s.slug}`,
      },
      ...s.fields.map(
        (f): CommandEntry => ({
          kind: 'link',
          id: `link:/${s.slug}/${f.slug}`,
          label: f.title,
          hint: f.description,
          keywords: [...f.topics, s.title],
          href: `/${s.slug}/${f.slug}`,
        }),
      ),
    ],
  }))
  const theme: CommandGroupData = {
    id: 'theme',
    heading: 'Theme',
    items: themeChoices.map((t) => ({
      kind: 'theme',
      id: `theme:${t.id}`,
      label: `${t.label} theme`,
      keywords: ['theme', 'appearance', 'colour', 'color', t.id],
      theme: t.id,
    })),
  }
  return [links, ...disciplines, theme]
}

/**
 * Items matching `query`, best first within each group; groups keep their order and empty ones are
 * dropped. An empty query keeps everything in catalogue order.
 */
export function filterGroups(groups: readonly CommandGroupData[], query: string, score: Scorer): CommandGroupData[] {
  const q = query.trim()
  if (!q) return [...groups]
  return groups.flatMap((g) => {
    const ranked = g.items
      .map((item, order) => ({ item, order, s: score(item.label, q, item.keywords) }))
      .filter((r) => r.s > 0)
      .sort((a, b) => b.s - a.s || a.order - b.order)
      .map((r) => r.item)
    return ranked.length ? [{ ...g, items: ranked }] : []
  })
}
