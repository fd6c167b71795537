import { describe, expect, it } from 'vitest'
import { image, imageDistance, magnification, principalRays, rayHeight } from '@/lib/explorables/thin-lens'

describe('thin lens', () => {
  it('satisfies the thin-lens equation on known cases', () => {
    expect(imageDistance(10, 30)).toBeCloseTo(15, 12) // the page's problem
    expect(imageDistance(10, 5)).toBeCloseTo(-10, 12) // the magnifying-glass example
    expect(magnification(10, 5)).toBeCloseTo(2, 12)
    expect(imageDistance(15, 30)).toBeCloseTo(30, 12) // object at 2f: image at 2f, same size, inverted
    expect(magnification(15, 30)).toBeCloseTo(-1, 12)
    for (const [f, d] of [[12, 40], [-8, 20], [20, 7]] as const) expect(1 / d + 1 / imageDistance(f, d)).toBeCloseTo(1 / f, 12)
  })

  it("obeys Newton's form: (dObject − f)(dImage − f) = f²", () => {
    for (const [f, d] of [[10, 13], [10, 55], [-6, 9]] as const) expect((d - f) * (imageDistance(f, d) - f)).toBeCloseTo(f * f, 9)
  })

  it('classifies the image: real inverted beyond f, virtual upright inside f, always virtual upright reduced for a diverging lens', () => {
    expect(image(10, 25, 4)).toMatchObject({ real: true, upright: false, finite: true })
    expect(image(10, 6, 4)).toMatchObject({ real: false, upright: true })
    for (const d of [1, 5, 20, 100]) {
      const im = image(-15, d, 4)
      expect(im.real).toBe(false)
      expect(im.upright).toBe(true)
      expect(im.magnification).toBeGreaterThan(0)
      expect(im.magnification).toBeLessThan(1)
    }
    expect(image(10, 10, 4).finite).toBe(false)
  })

  it('the three principal rays all pass through (or extend back through) the image point', () => {
    for (const [f, d, h] of [[15, 40, 8], [15, 8, 5], [-20, 30, 6], [10, 11, -3]] as const) {
      const im = image(f, d, h)
      const rays = principalRays(f, d, h)
      expect(rays).toHaveLength(3)
      for (const ray of rays) expect(rayHeight(ray, im.distance)).toBeCloseTo(im.height, 9)
    }
  })

  it('the incoming rays start at the tip: the central ray passes through the lens centre, the focal ray through x = −f', () => {
    const [f, d, h] = [15, 40, 8]
    const [, central, focal] = principalRays(f, d, h)
    expect(central!.atLens).toBe(0)
    // the incoming focal ray runs from (−d, h) to (0, atLens); it crosses the axis at x = −f
    const crossing = -d + (h / (h - focal!.atLens)) * d
    expect(crossing).toBeCloseTo(-f, 12)
    expect(principalRays(f, f, h)).toHaveLength(2)
  })
})
