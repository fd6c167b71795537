import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { allFields, getField, legacyRedirects, resolveFieldRef, subjects } from '@/lib/catalogue'

describe('catalogue', () => {
  it('has the four subjects with their variants, routes and header descriptions', () => {
    expect(subjects.map((s) => [s.slug, s.variant, s.title])).toEqual([
      ['mathematics', 'mathematics', 'Mathematics'],
      ['physics', 'physics', 'Physics'],
      ['computer-science', 'computer_science', 'Computer Science'],
      ['engineering', 'engineering', 'Engineering'],
    ])
    expect(subjects.find((s) => s.slug === 'engineering')?.description).toBe(
      'aerospace, electrical, mechanical, civil and chemical engineering.',
    )
  })

  it('has 25, 24, 30 and 8 fields: 87 in all', () => {
    expect(subjects.map((s) => s.fields.length)).toEqual([25, 24, 30, 8])
    expect(allFields).toHaveLength(87)
  })

  it('has unique routes, and every field a title, a one-line description and topics', () => {
    expect(new Set(allFields.map((f) => f.href)).size).toBe(87)
    for (const f of allFields) {
      expect(f.slug, f.ref).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(f.title.length, f.ref).toBeGreaterThan(2)
      // Also the field page's lead and meta description.
      expect(f.description.length, f.ref).toBeGreaterThanOrEqual(10)
      expect(f.description.length, f.ref).toBeLessThanOrEqual(160)
      expect(f.description, f.ref).not.toMatch(/\n/)
      expect(f.topics.length, f.ref).toBeGreaterThanOrEqual(4)
      expect(f.topics.every((t) => t.length > 0), f.ref).toBe(true)
    }
  })

  it('gives abstract algebra the description and 15 topics of the spec', () => {
    const aa = getField('mathematics', 'abstract-algebra')!
    expect(aa.description).toBe('Groups, rings, fields, modules')
    expect(aa.topics).toEqual([
      'groups', 'subgroups', 'cosets', "Lagrange's theorem", 'permutations', 'symmetric groups',
      'group homomorphisms and isomorphisms', 'rings', 'fields', 'integral domains',
      'ring homomorphisms and isomorphisms', 'ideals', 'quotient rings', 'field extensions', 'modules',
    ])
  })

  it('includes the product decisions: engineering fields and stellar astrophysics', () => {
    expect(subjects[3]!.fields.map((f) => f.slug)).toEqual([
      'aerospace', 'aeronautics', 'quantum', 'systems', 'electrical', 'mechanical', 'civil', 'chemical',
    ])
    expect(getField('physics', 'stellar-astrophysics')?.title).toBe('Stellar Astrophysics')
  })

  it('resolves "subject/slug" references and rejects unknown ones', () => {
    expect(resolveFieldRef('physics/quantum-mechanics')?.href).toBe('/physics/quantum-mechanics')
    expect(resolveFieldRef('mathematics/linaer-algebra')).toBeUndefined()
    expect(resolveFieldRef('quantum-mechanics')).toBeUndefined()
  })

  it('redirects the misspelled slugs to real fields, and firebase.json carries the same 301s', () => {
    for (const r of legacyRedirects) {
      const [, subject, slug] = r.destination.split('/')
      expect(getField(subject!, slug!), r.destination).toBeDefined()
    }
    const firebase = JSON.parse(readFileSync('firebase.json', 'utf8'))
    expect(firebase.hosting.redirects).toEqual(legacyRedirects.map((r) => ({ ...r, type: 301 })))
  })
})
