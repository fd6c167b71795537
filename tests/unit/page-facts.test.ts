import { describe, expect, it } from 'vitest'
import { resolveFieldRef } from '@/lib/catalogue'
import { readSource } from '@/lib/content/source'
import { pageFacts } from '@/lib/page-facts'

describe('pageFacts', () => {
  it("gives a field page the catalogue's title, description and topics, whatever the frontmatter says", () => {
    const field = resolveFieldRef('mathematics/abstract-algebra')!
    const facts = { title: field.title, description: field.description, topics: field.topics }
    expect(pageFacts(field, { title: 'Abstract Algebra' })).toEqual(facts)
    expect(pageFacts(field, { title: 'Stale', description: 'Stale description', topics: ['stale'] })).toEqual(facts)
  })

  it("gives any other page its frontmatter's title and description", () => {
    expect(pageFacts(undefined, { title: 'Learn', description: 'Every field, in order' })).toEqual({
      title: 'Learn',
      description: 'Every field, in order',
      topics: [],
    })
    expect(pageFacts(undefined, { title: 'About', topics: ['a', 2, 'b'] })).toEqual({ title: 'About', description: undefined, topics: ['a', 'b'] })
  })

  it('reads the real content: a field page from the catalogue, a section page from its frontmatter', () => {
    const field = pageFacts(resolveFieldRef('physics/optics'), readSource('content/physics/optics.mdx').data)
    expect(field.title).toBe('Optics')
    expect(field.description).toBe(resolveFieldRef('physics/optics')!.description)
    const learn = readSource('content/learn.mdx').data
    expect(pageFacts(undefined, learn)).toMatchObject({ title: learn.title, description: learn.description })
  })
})
