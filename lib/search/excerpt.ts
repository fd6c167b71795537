/** A short excerpt of a result's text around the first query word it contains, or its opening. Pure. */
import { words } from './tokenize'

export function excerpt(text: string, query: string, width = 140): string {
  const lower = text.toLowerCase()
  const positions = words(query)
    .filter((w) => w.length > 1)
    .map((w) => lower.search(new RegExp(`\\b${w.replace(/[^a-z0-9]/g, '')}`)))
    .filter((i) => i >= 0)
  const at = positions.length ? Math.min(...positions) : 0
  let start = Math.max(0, at - Math.floor(width / 3))
  if (start > 0) start = text.indexOf(' ', start) + 1 || start
  const end = Math.min(text.length, start + width)
  const cut = end < text.length ? text.lastIndexOf(' ', end) : end
  return `${start > 0 ? '…' : ''}${text.slice(start, cut > start ? cut : end).trim()}${end < text.length ? '…' : ''}`
}
