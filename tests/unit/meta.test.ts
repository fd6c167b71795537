import { defaultLocale, localeIds } from '@/lib/i18n/locales'
import { describe, expect, it } from 'vitest'
import { subjects } from '@/lib/catalogue'
import { appRoutes, perSubjectMeta, rootMeta, subjectMeta } from '@/lib/content/meta'
import { sections } from '@/lib/routes'
import rootFile from '@/content/_meta'
import solveFile from '@/content/solve/_meta'
import researchFile from '@/content/research/_meta'

describe('navigation metadata', () => {
  it('lists the six sections, then the subjects, and hides the home and account routes and the translations', () => {
    const meta = rootMeta()
    const translations = localeIds.filter((l) => l !== defaultLocale)
    expect(Object.keys(meta)).toEqual([
      '*', 'index', ...appRoutes, ...translations, ...sections.map((s) => s.slug), '--subjects', ...subjects.map((s) => s.slug),
    ])
    expect(meta.index).toEqual({ display: 'hidden' })
    for (const route of [...appRoutes, ...translations]) expect(meta[route]).toEqual({ display: 'hidden' })
  })

  it("turns off Nextra's breadcrumb, timestamp and pagination for every page (ours sit inside <main>)", () => {
    expect(rootMeta()['*']).toEqual({ theme: { breadcrumb: false, pagination: false, timestamp: false } })
  })

  it('lists every field of each subject in catalogue order, with its catalogue title', async () => {
    for (const subject of subjects) {
      const file = (await import(`@/content/${subject.slug}/_meta.ts`)).default
      expect(file).toEqual(subjectMeta(subject.slug))
      expect(Object.entries(file)).toEqual(subject.fields.map((f) => [f.slug, f.title]))
    }
  })

  it('is what the content/_meta files export', () => {
    expect(rootFile).toEqual(rootMeta())
    expect(solveFile).toEqual(perSubjectMeta())
    expect(researchFile).toEqual(perSubjectMeta())
  })

  it('refuses a subject that is not in the catalogue', () => {
    expect(() => subjectMeta('alchemy')).toThrow(/not a subject/)
  })
})
