/** Up to two initials for an avatar: "Ada Lovelace" → "AL", "Ada" → "A", "" with "bo@x.org" → "B". */
export function initials(name: string | null | undefined, email?: string | null): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean)
  const first = words[0]
  const last = words.length > 1 ? words[words.length - 1] : undefined
  if (first) return `${first.charAt(0)}${last ? last.charAt(0) : ''}`.toUpperCase()
  return (email ?? '').trim().charAt(0).toUpperCase() || '?'
}
