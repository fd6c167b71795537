/**
 * What a content page says of itself: its title, description and topics. A field page's come from the
 * catalogue, the only place they are written (the content check refuses them in a field page's
 * frontmatter); any other page's (sections, subjects, per-subject pages) from its own frontmatter.
 */
import type { Field } from '@/lib/catalogue'

export interface PageFacts {
  title: string
  description?: string
  topics: readonly string[]
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [])

/** `field`: the catalogue's field when the page is a field page; `frontmatter`: the page's own, or Nextra's metadata of it. */
export function pageFacts(field: Field | undefined, frontmatter: { title?: unknown; description?: unknown; topics?: unknown }): PageFacts {
  if (field) return { title: field.title, description: field.description, topics: field.topics }
  return {
    title: String(frontmatter.title),
    description: typeof frontmatter.description === 'string' ? frontmatter.description : undefined,
    topics: strings(frontmatter.topics),
  }
}
