import { describe, expect, it } from 'vitest'
import { constantImage, filter, filterAt, maxAbs, neighbourhood, pixel, PRESETS, testImage, type Image } from '@/lib/explorables/convolution'

const image = testImage()
const flat = (patch: number[][]) => patch.flat().every((v) => v === patch[0]![0])

describe('the test image', () => {
  it('is 16 by 16 with values in [0, 1], and has a bright rectangle, a grey disk and a dark background', () => {
    expect(image).toHaveLength(16)
    for (const row of image) expect(row).toHaveLength(16)
    expect(new Set(image.flat())).toEqual(new Set([0.1, 0.5, 0.9]))
    expect(image[8]![4]).toBe(0.9) // inside the rectangle
    expect(image[8]![11]).toBe(0.5) // the disk's centre
    expect(image[0]![0]).toBe(0.1)
  })
})

describe('3×3 filtering', () => {
  it('the identity kernel leaves the image unchanged', () => {
    expect(filter(image, PRESETS.identity)).toEqual(image)
  })

  it('computes correlation: Sobel x on a patch brightening by 1 per pixel to the right gives 8 (the page’s example)', () => {
    const ramp: Image = [
      [1, 2, 3],
      [4, 5, 6],
      [7, 8, 9],
    ]
    expect(filterAt(ramp, PRESETS['Sobel x'], 1, 1)).toBe(8)
    // its transpose measures the change downward, 3 per pixel: 4 × 2 × 3 = 24
    expect(filterAt(ramp, PRESETS['Sobel y'], 1, 1)).toBe(24)
  })

  it('the box blur keeps a constant image constant, so its mean is preserved, borders included', () => {
    const c = constantImage(16, 0.37)
    const out = filter(c, PRESETS['box blur'])
    for (const v of out.flat()) expect(v).toBeCloseTo(0.37, 12)
  })

  it('the box blur averages nine pixels and never leaves the range of the input', () => {
    const out = filter(image, PRESETS['box blur'])
    for (const v of out.flat()) {
      expect(v).toBeGreaterThanOrEqual(0.1 - 1e-12)
      expect(v).toBeLessThanOrEqual(0.9 + 1e-12)
    }
    // at the rectangle's left edge, three of nine pixels are background: (3·0.1 + 6·0.9)/9
    expect(out[8]![2]).toBeCloseTo((3 * 0.1 + 6 * 0.9) / 9, 12)
  })

  it('Sobel responds only at edges: zero wherever the neighbourhood is flat, and nonzero across an edge', () => {
    for (const name of ['Sobel x', 'Sobel y'] as const) {
      const out = filter(image, PRESETS[name])
      for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) if (flat(neighbourhood(image, x, y))) expect(out[y]![x]).toBeCloseTo(0, 12)
      expect(maxAbs(out)).toBeGreaterThan(0)
    }
    const sx = filter(image, PRESETS['Sobel x'])
    // across the rectangle's left edge (columns 1 | 2) the response is 4 × (0.9 − 0.1), positive: brighter to the right
    expect(sx[8]![2]).toBeCloseTo(3.2, 12)
    expect(sx[8]![1]).toBeCloseTo(3.2, 12)
    // across its right edge the sign flips
    expect(sx[8]![6]).toBeCloseTo(-3.2, 12)
    // along its top edge (a horizontal edge) Sobel x reads nothing, Sobel y reads the full step
    expect(sx[3]![4]).toBeCloseTo(0, 12)
    expect(filter(image, PRESETS['Sobel y'])[3]![4]).toBeCloseTo(3.2, 12)
  })

  it('derivative kernels read zero on a constant image, even at the border (replicated edges)', () => {
    const c = constantImage(16, 0.6)
    for (const name of ['Sobel x', 'Sobel y'] as const) expect(maxAbs(filter(c, PRESETS[name]))).toBeCloseTo(0, 12)
  })

  it('replicates border pixels: a neighbour outside the image is the nearest pixel inside', () => {
    expect(pixel(image, -1, -1)).toBe(image[0]![0])
    expect(pixel(image, 16, 5)).toBe(image[5]![15])
    expect(neighbourhood(image, 0, 0)[0]).toEqual([image[0]![0], image[0]![0], image[0]![1]])
    // so on a ramp along x, Sobel x at the left border sees a one-pixel step instead of two
    const ramp: Image = Array.from({ length: 4 }, () => [0, 1, 2, 3])
    expect(filterAt(ramp, PRESETS['Sobel x'], 0, 1)).toBe(4)
    expect(filterAt(ramp, PRESETS['Sobel x'], 1, 1)).toBe(8)
  })

  it('is linear in the kernel: sharpen = 6 × identity − 5 × (the plus-shaped average)', () => {
    const plus = { weights: [[0, 1, 0], [1, 1, 1], [0, 1, 0]], divisor: 5 }
    const a = filter(image, PRESETS.sharpen)
    const b = filter(image, plus)
    for (let y = 0; y < 16; y++) for (let x = 0; x < 16; x++) expect(a[y]![x]).toBeCloseTo(6 * image[y]![x]! - 5 * b[y]![x]!, 12)
  })
})
