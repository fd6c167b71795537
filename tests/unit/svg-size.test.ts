import { describe, expect, it } from 'vitest'
import { svgSize } from '@/lib/figures/svg-size'

describe('svgSize', () => {
  it('reads width and height from the root element, in any order', () => {
    expect(svgSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 361 184" width="481.3" height="245.3"><g/></svg>')).toEqual({ width: 481.3, height: 245.3 })
    expect(svgSize('<svg height="20px" width="40px"></svg>')).toEqual({ width: 40, height: 20 })
  })

  it('ignores sizes of inner elements and gives nothing when the root has none', () => {
    expect(svgSize('<svg viewBox="0 0 10 10"><rect width="5" height="5"/></svg>')).toBeUndefined()
    expect(svgSize('<svg width="100%" height="10"></svg>')).toBeUndefined()
    expect(svgSize('')).toBeUndefined()
  })
})
