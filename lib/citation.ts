/** Citations of open resources, shown in the library and research pages with a copy button. */

export interface CitationInput {
  authors: string
  title: string
  publisher?: string
  year?: string | number
  url?: string
}

/** "Authors (Year). Title. Publisher. URL", skipping what is unknown. */
export function formatCitation({ authors, title, publisher, year, url }: CitationInput): string {
  const head = year !== undefined && String(year).trim() !== '' ? `${authors.trim()} (${String(year).trim()}).` : `${authors.trim()}.`
  const parts = [head, `${title.trim().replace(/\.$/, '')}.`]
  if (publisher?.trim()) parts.push(`${publisher.trim().replace(/\.$/, '')}.`)
  if (url?.trim()) parts.push(url.trim())
  return parts.join(' ')
}
