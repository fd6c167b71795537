import { describe, expect, it } from 'vitest'
import { formatCitation } from '@/lib/citation'

describe('formatCitation', () => {
  it('formats authors, year, title, publisher and address', () => {
    expect(
      formatCitation({ authors: 'Jim Hefferon', year: 2020, title: 'Linear Algebra', publisher: 'Orthogonal Publishing', url: 'https://hefferon.net/linearalgebra/' }),
    ).toBe('Jim Hefferon (2020). Linear Algebra. Orthogonal Publishing. https://hefferon.net/linearalgebra/')
  })

  it('leaves out what is unknown without stray punctuation', () => {
    expect(formatCitation({ authors: 'A. Author', title: 'Notes.' })).toBe('A. Author. Notes.')
  })
})
