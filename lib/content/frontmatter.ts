import { z } from 'zod'
import { resolveFieldRef } from '@/lib/catalogue'

/** "subject/slug" of a field that exists in the catalogue. */
export const fieldRefSchema = z
  .string()
  .refine((ref) => resolveFieldRef(ref) !== undefined, {
    error: (issue) =>
      `"${String(issue.input)}" is not a field in the catalogue (write "subject/slug", e.g. "mathematics/linear-algebra")`,
  })

/** Where a field sits for a university student: first-year, a later undergraduate course, or graduate level. */
export const DIFFICULTIES = ['introductory', 'intermediate', 'advanced'] as const
export type Difficulty = (typeof DIFFICULTIES)[number]
export const difficultySchema = z.enum(DIFFICULTIES)

/**
 * What the catalogue alone says of a field (lib/catalogue/{subject}.ts): its page's title, description and
 * topics. A field page's frontmatter does not repeat them, and the content check refuses them there.
 */
export const CATALOGUE_FACTS = ['title', 'description', 'topics'] as const

/** Frontmatter of a field page: content/{subject}/{slug}.mdx (its title, description and topics are the catalogue's). */
export const fieldFrontmatterSchema = z
  .object({
    prerequisites: z.array(fieldRefSchema),
    related: z.array(fieldRefSchema).min(1),
    difficulty: difficultySchema.optional(),
  })
  .strict()

export type FieldFrontmatter = z.infer<typeof fieldFrontmatterSchema>

/** The links part of a field page's frontmatter, read from page metadata that carries other keys too. */
export const fieldLinksSchema = z.object({
  prerequisites: fieldFrontmatterSchema.shape.prerequisites,
  related: fieldFrontmatterSchema.shape.related,
})

/** Frontmatter of any other content page (sections, subject landing pages). */
export const pageFrontmatterSchema = z
  .object({
    title: z.string().min(1),
    description: z.string().min(10).max(200),
  })
  .passthrough()

export type PageFrontmatter = z.infer<typeof pageFrontmatterSchema>

/** Human-readable list of what is wrong, one line per problem. */
export function formatIssues(error: z.ZodError): string[] {
  return error.issues.map((i) => `${i.path.join('.') || '(frontmatter)'}: ${i.message}`)
}
