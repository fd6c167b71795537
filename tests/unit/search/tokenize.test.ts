import { describe, expect, it } from 'vitest'
import { compounds, definedAcronyms, fold, stem, tokens, words } from '@/lib/search/tokenize'

describe('tokenize', () => {
  it('folds accents, Greek letters, ligatures and superscripts to what a reader types', () => {
    expect(words('Schrödinger’s equation')).toEqual(['schrodinger', 'equation'])
    expect(words('Bézout, Löwenheim–Skolem')).toEqual(['bezout', 'lowenheim', 'skolem'])
    expect(words('σ-algebras')).toEqual(['sigma', 'algebras'])
    expect(words('E = mc²')).toEqual(['e', 'mc2'])
    expect(fold('Straße')).toBe('strasse')
  })

  it("drops possessives and apostrophes: Savitch's theorem is savitch theorem", () => {
    expect(words("Savitch's theorem")).toEqual(['savitch', 'theorem'])
    expect(words("Stokes' theorem")).toEqual(['stokes', 'theorem'])
  })

  it('stems plurals conservatively (Harman), never conflating unrelated words', () => {
    expect(['groups', 'theories', 'matrices', 'equations', 'analysis', 'gas', 'class', 'bus'].map(stem)).toEqual([
      'group', 'theory', 'matrice', 'equation', 'analysis', 'gas', 'class', 'bus',
    ])
    expect(stem('general')).not.toBe(stem('generate'))
    expect(tokens('Eigenvalues and eigenvectors')).toEqual(['eigenvalue', 'and', 'eigenvector'])
  })

  it('joins dashed compounds for names', () => {
    expect(compounds('Navier–Stokes equations')).toEqual(['navierstoke'])
    expect(compounds('the Cook-Levin theorem and k-means')).toEqual(['cooklevin', 'kmean'])
    expect(compounds('no compound here')).toEqual([])
  })

  it('finds acronyms a text defines for itself, only when the capitals spell the initials', () => {
    expect(definedAcronyms('The field of natural language processing (NLP) studies text.')).toEqual([
      { acronym: 'nlp', phrase: 'natural language processing' },
    ])
    expect(definedAcronyms('Human–computer interaction (HCI) designs interfaces.')).toEqual([
      { acronym: 'hci', phrase: 'Human computer interaction' },
    ])
    expect(definedAcronyms('a measured value (MeV) and a random note (XYZ)')).toEqual([])
  })

  it('folds Arabic as readers type it: no diacritics, one alef, ta marbuta as ha, Arabic-Indic digits', () => {
    expect(fold('القِيمَة')).toBe('القيمه')
    expect(words('أويلر إلى آخره')).toEqual(['اويلر', 'الي', 'اخره'])
    expect(words('الفصل ٣')).toEqual(['الفصل', '3'])
  })

  it('stems Arabic lightly: the article and its prepositions, the feminine plural, so the forms of a word meet', () => {
    expect(tokens('مصفوفة المصفوفة والمصفوفات بالمصفوفات')).toEqual(['مصفوف', 'مصفوف', 'مصفوف', 'مصفوف'])
    expect(tokens('القيمة الذاتية')).toEqual(['قيم', 'ذاتي'])
    // Short words keep their letters: "الي" (to) is not cut to one letter.
    expect(stem('الي')).toBe('الي')
  })

  it('cuts Chinese into characters and neighbouring pairs, in reading order, beside Latin words', () => {
    expect(words('线性代数')).toEqual(['线', '线性', '性', '性代', '代', '代数', '数'])
    expect(words('特征值（eigenvalue）')).toEqual(['特', '特征', '征', '征值', '值', 'eigenvalue'])
    // A phrase's terms are a run of a longer text's terms, so phrase matching works without a dictionary.
    const text = words('抽象代数中的群').join(' ')
    expect(text).toContain(words('代数').join(' '))
  })
})
