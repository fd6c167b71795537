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
})
