import { existsSync } from 'node:fs'
import fg from 'fast-glob'
import { describe, expect, it } from 'vitest'
import { allFields, subjects } from '@/lib/catalogue'
import { directLinks, menuGroups } from '@/lib/navigation'
import { contentFileOf, contentPageParams, contentRoute, isFieldRoute, PER_SUBJECT_SECTIONS, perSubjectHref, publicRoutes, sections } from '@/lib/routes'

describe('the site structure', () => {
  it('maps content files to routes and back', () => {
    expect(contentRoute('index.mdx')).toBe('/')
    expect(contentRoute('learn.mdx')).toBe('/learn')
    expect(contentRoute('solve/index.mdx')).toBe('/solve')
    expect(contentRoute('physics\\optics.mdx')).toBe('/physics/optics')
    for (const s of sections) {
      const file = contentFileOf(`/${s.slug}`)
      expect(existsSync(`content/${file}`), file).toBe(true)
      expect(contentRoute(file)).toBe(`/${s.slug}`)
    }
  })

  it('has one content page per subject below each per-subject section, and nowhere else', () => {
    expect(PER_SUBJECT_SECTIONS).toEqual(['solve', 'research'])
    for (const section of PER_SUBJECT_SECTIONS) for (const s of subjects) expect(existsSync(`content/${section}/${s.slug}.mdx`)).toBe(true)
    for (const s of sections.filter((x) => !x.perSubject)) expect(existsSync(`content/${s.slug}`)).toBe(false)
  })

  it('tells field pages by their place: a page in a subject\'s folder', () => {
    expect(allFields.every((f) => isFieldRoute(f.href))).toBe(true)
    expect(['/', '/learn', '/physics', `/solve/${subjects[0]!.slug}`, '/dashboard'].some(isFieldRoute)).toBe(false)
  })

  it('derives the header: a dropdown per dropdown section, the rest as links, in section order', () => {
    expect(menuGroups.map((g) => g.title)).toEqual(sections.filter((s) => s.dropdown).map((s) => s.title))
    expect(directLinks.map((l) => l.title)).toEqual(sections.filter((s) => !s.dropdown).map((s) => s.title))
    const solve = menuGroups.find((g) => g.href === '/solve')!
    expect(solve.items.map((i) => i.href)).toEqual(subjects.map((s) => perSubjectHref('solve', s.slug)))
    expect(menuGroups[0]!.items.map((i) => i.href)).toEqual(subjects.map((s) => `/${s.slug}`))
  })

  it('gives the content routes exactly the English content files as params', () => {
    const files = fg.sync('**/*.mdx', { cwd: 'content', ignore: ['ar/**', 'zh/**'] })
    const params = contentPageParams().map((p) => `/${p.mdxPath.join('/')}`)
    expect(params.toSorted()).toEqual(files.map(contentRoute).toSorted())
  })

  it('lists every public page once', () => {
    expect(new Set(publicRoutes).size).toBe(publicRoutes.length)
    expect(publicRoutes.length).toBe(1 + sections.length + (PER_SUBJECT_SECTIONS.length + 1) * subjects.length + allFields.length)
  })
})
