import { describe, expect, it } from 'vitest'
import { allFields, getField, getSubject, subjects } from '@/lib/catalogue'
import {
  catalogueTranslations,
  localizeField,
  localizedAllFields,
  localizedField,
  localizedSubject,
  localizedSubjects,
  resolveLocalizedFieldRef,
} from '@/lib/catalogue/translations'
import type { FieldTranslation, SubjectTranslation } from '@/lib/catalogue/translations'

const languages = ['ar', 'zh'] as const
type Language = (typeof languages)[number]

/** Each language's script: every translated string must contain some of it. */
const script: Record<Language, RegExp> = { ar: /\p{Script=Arabic}/u, zh: /\p{Script=Han}/u }
/** The other language's script, which must never appear. */
const foreign: Record<Language, RegExp> = { ar: /\p{Script=Han}/u, zh: /\p{Script=Arabic}/u }

/**
 * Titles and descriptions that are rightly the same as the English ones. None today: every name of the
 * catalogue has a name of its own in Arabic and in Chinese. Add "subject" or "subject/field" refs here,
 * with a reason, if that ever changes.
 */
const sameAsEnglish: Record<Language, readonly string[]> = { ar: [], zh: [] }

/** The raw tables, read by the catalogue's runtime slugs. */
function subjectTable(language: Language): Readonly<Record<string, SubjectTranslation | undefined>> {
  return catalogueTranslations[language].subjects
}
function fieldTable(language: Language, subject: string): Readonly<Record<string, FieldTranslation | undefined>> {
  return (catalogueTranslations[language].fields as Readonly<Record<string, Record<string, FieldTranslation>>>)[subject] ?? {}
}

/** Every translated string of a language, labelled by where it comes from. */
function translatedStrings(language: Language): [label: string, text: string][] {
  const out: [string, string][] = []
  for (const subject of subjects) {
    const s = subjectTable(language)[subject.slug]
    if (s) out.push([`${subject.slug} title`, s.title], [`${subject.slug} description`, s.description])
    for (const field of subject.fields) {
      const f = fieldTable(language, subject.slug)[field.slug]
      if (!f) continue
      const ref = `${subject.slug}/${field.slug}`
      out.push([`${ref} title`, f.title], [`${ref} description`, f.description])
      f.topics.forEach((topic, i) => out.push([`${ref} topic ${i + 1}`, topic]))
      f.aliases?.forEach((alias, i) => out.push([`${ref} alias ${i + 1}`, alias]))
    }
  }
  return out
}

describe.each(languages)('the catalogue in %s', (language) => {
  it('translates every subject and every field, and nothing else', () => {
    expect(Object.keys(subjectTable(language))).toEqual(subjects.map((s) => s.slug))
    for (const subject of subjects) {
      expect(Object.keys(fieldTable(language, subject.slug)), subject.slug).toEqual(subject.fields.map((f) => f.slug))
    }
  })

  it('translates each topic of each field, in the same number and order as English', () => {
    for (const field of allFields) {
      const t = fieldTable(language, field.subject.slug)[field.slug]!
      expect(t.topics.length, field.ref).toBe(field.topics.length)
    }
  })

  it('gives titles and descriptions of their own, never empty nor left in English', () => {
    const same = sameAsEnglish[language]
    for (const subject of subjects) {
      const t = subjectTable(language)[subject.slug]!
      expect(t.title.trim(), subject.slug).not.toBe('')
      expect(t.description.trim(), subject.slug).not.toBe('')
      if (!same.includes(subject.slug)) {
        expect(t.title, subject.slug).not.toBe(subject.title)
        expect(t.description, subject.slug).not.toBe(subject.description)
      }
    }
    for (const field of allFields) {
      const t = fieldTable(language, field.subject.slug)[field.slug]!
      expect(t.title.trim(), field.ref).not.toBe('')
      expect(t.description.trim(), field.ref).not.toBe('')
      if (!same.includes(field.ref)) {
        expect(t.title, field.ref).not.toBe(field.title)
        expect(t.description, field.ref).not.toBe(field.description)
      }
      for (const [i, topic] of t.topics.entries()) expect(topic, `${field.ref} topic ${i + 1}`).not.toBe(field.topics[i])
    }
  })

  it(`writes every title, description, topic and alias in the language's script`, () => {
    const strings = translatedStrings(language)
    // 4 subjects × 2, and 87 fields × (title, description, topics…, aliases…).
    expect(strings.length).toBeGreaterThan(8 + 87 * 6)
    for (const [label, text] of strings) {
      expect(text, label).toMatch(script[language])
      expect(text, label).not.toMatch(foreign[language])
      expect(text, label).toBe(text.trim())
      expect(text, label).not.toMatch(/\s{2}|\n/)
      // Arabic and Chinese have their own commas (، and ，/、).
      expect(text, label).not.toMatch(/,/)
    }
  })

  it('keeps descriptions to one meta-description line and titles distinct', () => {
    for (const field of allFields) {
      const t = fieldTable(language, field.subject.slug)[field.slug]!
      expect(t.description.length, field.ref).toBeLessThanOrEqual(160)
    }
    const titles = allFields.map((f) => fieldTable(language, f.subject.slug)[f.slug]!.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('never repeats an alias, nor gives a field its own title as an alias', () => {
    for (const field of allFields) {
      const t = fieldTable(language, field.subject.slug)[field.slug]!
      const aliases = t.aliases ?? []
      expect(new Set(aliases).size, field.ref).toBe(aliases.length)
      expect(aliases, field.ref).not.toContain(t.title)
    }
  })
})

describe('localized catalogue API', () => {
  it('returns the catalogue itself in English', () => {
    expect(localizedSubjects('en')).toBe(subjects)
    expect(localizedAllFields('en')).toBe(allFields)
    expect(localizedSubject('physics', 'en')).toBe(getSubject('physics'))
    expect(localizedField('mathematics', 'abstract-algebra', 'en')).toBe(getField('mathematics', 'abstract-algebra'))
  })

  it('translates subjects, with their fields, and keeps slugs and variants', () => {
    const maths = localizedSubject('mathematics', 'zh')
    expect(maths.title).toBe('数学')
    expect(maths.variant).toBe('mathematics')
    expect(maths.fields.map((f) => f.slug)).toEqual(getSubject('mathematics')!.fields.map((f) => f.slug))
    expect(localizedSubject('computer-science', 'ar').title).toBe('علوم الحاسوب')
    expect(localizedSubjects('ar').map((s) => s.slug)).toEqual(subjects.map((s) => s.slug))
    expect(localizedSubject('chemistry', 'ar')).toBeUndefined()
  })

  it('translates fields with the same shape as the catalogue', () => {
    expect(localizedField('mathematics', 'linear-algebra', 'zh')?.title).toBe('线性代数')
    expect(localizedField('physics', 'quantum-mechanics', 'ar')?.title).toBe('ميكانيكا الكم')
    const aa = localizedField('mathematics', 'abstract-algebra', 'ar')!
    expect(aa.slug).toBe('abstract-algebra')
    expect(aa.title).toBe('الجبر المجرد')
    expect(aa.topics).toHaveLength(15)
    const dl = localizedField('computer-science', 'deep-learning', 'zh')!
    expect(dl.aliases).toContain('神经网络')
    expect(localizedField('physics', 'electromagnetism', 'ar')).not.toHaveProperty('aliases')
    expect(localizedField('mathematics', 'linaer-algebra', 'zh')).toBeUndefined()
  })

  it('resolves fields in every language, with the same refs, routes and order', () => {
    for (const language of languages) {
      const fields = localizedAllFields(language)
      expect(fields.map((f) => [f.ref, f.href])).toEqual(allFields.map((f) => [f.ref, f.href]))
      expect(fields.every((f) => f.subject === localizedSubject(f.subject.slug, language))).toBe(true)
      expect(localizedAllFields(language)).toBe(fields)
    }
    const qm = resolveLocalizedFieldRef('physics/quantum-mechanics', 'zh')!
    expect([qm.title, qm.subject.title, qm.href]).toEqual(['量子力学', '物理学', '/physics/quantum-mechanics'])
    expect(resolveLocalizedFieldRef('quantum-mechanics', 'zh')).toBeUndefined()
    const la = localizeField(getFieldRef('mathematics/linear-algebra'), 'ar')
    expect([la.title, la.subject.title, la.ref]).toEqual(['الجبر الخطي', 'الرياضيات', 'mathematics/linear-algebra'])
    expect(localizeField(getFieldRef('mathematics/linear-algebra'), 'en')).toBe(getFieldRef('mathematics/linear-algebra'))
  })
})

function getFieldRef(ref: string) {
  const field = allFields.find((f) => f.ref === ref)
  if (!field) throw new Error(`no field ${ref}`)
  return field
}
