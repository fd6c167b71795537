/**
 * The home page's field finder: the search dialog's own ranking (lib/search) over the catalogue's fields,
 * so a field is found the same way in both places (title, initials, topics; typos and prefixes forgiven).
 * Pure; no network.
 */
import { allFields, type ResolvedField } from '@/lib/catalogue'
import { catalogueSource, fieldEntry } from '@/lib/search/catalogue-items'
import { matchQuality, parseQuery } from '@/lib/search/match'
import { rank, type RankSource } from '@/lib/search/rank'
import { RELATIVE_CUTOFF } from '@/lib/search/results'

const sources = new WeakMap<readonly ResolvedField[], RankSource>()

export function findFields(query: string, limit = 8, fields: readonly ResolvedField[] = allFields): ResolvedField[] {
  const terms = parseQuery(query)
  if (terms.length === 0) return []
  let source = sources.get(fields)
  if (!source) sources.set(fields, (source = catalogueSource(fields.map(fieldEntry))))
  const ranked = rank(source, terms, matchQuality)
  const best = ranked[0]?.score ?? 0
  return ranked
    .filter((r) => r.score >= RELATIVE_CUTOFF * best)
    .slice(0, limit)
    .map((r) => fields[r.doc]!)
}
