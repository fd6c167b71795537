/**
 * Up to two initials for an avatar, whole characters as a reader sees them (grapheme clusters: an emoji
 * or a letter with its accent is one): "Ada Lovelace" → "AL", "Ada" → "A", "" with "bo@x.org" → "B".
 */
const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' })
const firstGrapheme = (word: string) => segmenter.segment(word)[Symbol.iterator]().next().value?.segment ?? ''

export function initials(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : undefined
  if (first) return `${firstGrapheme(first)}${last ? firstGrapheme(last) : ''}`.toUpperCase()
  return firstGrapheme((email ?? '').trim()).toUpperCase() || '?'
}
