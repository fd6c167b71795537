import { describe, expect, it } from 'vitest'
import { initials } from '@/lib/initials'
import { displayNameSchema } from '@/lib/validation/account'
import { isInvisible, stripBidiControls } from '@/lib/validation/names'

describe('names', () => {
  it('refuses names made only of invisible characters, like blank ones', () => {
    for (const name of ['', '   ', '\u200B', '\u200B\u200C\u200D', '\u2060\uFEFF', '\u3164', '\u115F\u1160', '\u00AD', '\t\n']) {
      expect(isInvisible(name)).toBe(true)
      expect(displayNameSchema.safeParse(name).success).toBe(false)
    }
  })

  it('accepts names in any script, emoji included', () => {
    for (const name of ['Ada', 'Émilie du Châtelet', '陈景润', 'محمد الخوارزمي', 'Ἀρχιμήδης', '🦊 Fox', 'A\u200BB']) {
      expect(isInvisible(name)).toBe(false)
      expect(displayNameSchema.safeParse(name).success).toBe(true)
    }
  })

  it('strips bidirectional overrides and isolates, keeping the letters', () => {
    expect(stripBidiControls('Alice\u202Eecila')).toBe('Aliceecila')
    expect(stripBidiControls('\u2066Bob\u2069')).toBe('Bob')
    expect(displayNameSchema.parse(' \u202EEve\u202C ')).toBe('Eve')
    expect(displayNameSchema.safeParse('\u202E\u202C').success).toBe(false)
  })

  it('takes initials from whole characters, never half an emoji or a letter without its accent', () => {
    expect(initials('Ada Lovelace')).toBe('AL')
    expect(initials('🦊 Fox')).toBe('🦊F')
    expect(initials('👩‍🔬 Marie Curie')).toBe('👩‍🔬C')
    expect(initials('e\u0301mile zola')).toBe('E\u0301Z')
    expect(initials('陈景润')).toBe('陈')
    expect(initials('', '😀@example.org')).toBe('😀')
    expect(initials(null, null)).toBe('?')
  })
})
