/**
 * A small, dependency-free finder over the catalogue: every word of the query must occur in the
 * field's title, topics, description or subject; title matches rank first. Pure.
 */
import { allFields, type ResolvedField } from '@/lib/catalogue'

const words = (s: string) =>
  s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)

function score(field: ResolvedField, terms: string[]): number {
  const title = words(field.title).join(' ')
  const topics = words(field.topics.join(' ')).join(' ')
  const rest = words(`${field.description} ${field.subject.title}`).join(' ')
  let total = 0
  for (const term of terms) {
    if (title.split(' ').some((w) => w.startsWith(term))) total += 10
    else if (title.includes(term)) total += 6
    else if (topics.includes(term)) total += 3
    else if (rest.includes(term)) total += 1
    else return 0
  }
  return total
}

export function findFields(query: string, limit = 8, fields: readonly ResolvedField[] = allFields): ResolvedField[] {
  const terms = words(query)
  if (terms.length === 0) return []
  return fields
    .map((field, index) => ({ field, index, score: score(field, terms) }))
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((r) => r.field)
}
