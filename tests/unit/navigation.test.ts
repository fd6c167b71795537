import { describe, expect, it } from 'vitest'
import { subjects } from '@/lib/catalogue'
import { localeIds } from '@/lib/i18n/locales'
import { messages } from '@/lib/i18n/messages'
import { directLinks, isActivePath, menuGroups, siteLinks, visibleItems } from '@/lib/navigation'

describe('navigation', () => {
  it('has Learn, Solve and Research dropdowns listing the four subjects with their descriptions', () => {
    expect(menuGroups.map((g) => g.title)).toEqual(['Learn', 'Solve', 'Research'])
    const [learn, solve, research] = menuGroups
    expect(learn?.items.map((i) => i.href)).toEqual(subjects.map((s) => `/${s.slug}`))
    expect(solve?.items.map((i) => i.href)).toEqual(subjects.map((s) => `/solve/${s.slug}`))
    expect(research?.items.map((i) => i.href)).toEqual(subjects.map((s) => `/research/${s.slug}`))
    for (const group of menuGroups) {
      group.items.forEach((item, i) => {
        expect(item.title).toBe(subjects[i]?.title)
        expect(item.description?.toLowerCase()).toBe(subjects[i]?.description.toLowerCase())
      })
    }
  })

  it('links Library, Contribute and About directly, and lists home and the six sections for search', () => {
    expect(directLinks.map((l) => l.href)).toEqual(['/library', '/contribute', '/about'])
    expect(siteLinks.map((l) => l.href)).toEqual(['/', '/learn', '/solve', '/research', '/library', '/contribute', '/about'])
  })

  it('names each entry\'s title in the sections catalogue, whose English is the entry\'s own title', () => {
    for (const entry of [...menuGroups, ...directLinks, ...siteLinks]) {
      expect(messages.en.sections[entry.titleKey]).toBe(entry.title)
      for (const locale of localeIds) expect(messages[locale].sections[entry.titleKey], `${locale}: ${entry.titleKey}`).toBeTruthy()
    }
  })

  it('highlights a link when the current path starts with its prefix', () => {
    expect(isActivePath('/library', '/library')).toBe(true)
    expect(isActivePath('/solve/physics', '/solve')).toBe(true)
    expect(isActivePath('/solvers', '/solve')).toBe(false)
    expect(isActivePath('/about', '/')).toBe(false)
    expect(isActivePath('/', '/')).toBe(true)
  })

  it('drops disabled items', () => {
    expect(visibleItems([{ title: 'a' }, { title: 'b', disabled: true }, { title: 'c', href: '/c' }]).map((i) => i.title)).toEqual(['a', 'c'])
  })
})
