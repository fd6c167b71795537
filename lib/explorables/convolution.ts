/**
 * The mathematics of the convolution explorable (components/explorables/convolution.client.tsx): a small
 * greyscale test image, 3×3 kernels, and filtering one pixel or the whole image.
 *
 * Conventions. An image is a list of rows, `image[y][x]`, with (0, 0) at the top left and values in [0, 1]
 * (0 dark, 1 bright). A kernel is a list of three rows of weights `w[j][i]` and a divisor `d`; the filter
 * computes the correlation (the kernel is not flipped), as vision libraries and neural networks do:
 *
 *   out(x, y) = (1/d) · Σ_{j=0..2} Σ_{i=0..2} w[j][i] · I(x + i − 1, y + j − 1).
 *
 * Borders: a neighbour outside the image takes the value of the nearest pixel inside ("replicate" or
 * "clamp-to-edge" padding), so a constant image stays constant under any kernel whose weights sum to d, and
 * a derivative kernel reads zero along the border of a flat region.
 */

export type Image = number[][]
export interface Kernel {
  /** Three rows of three weights, top row first. */
  weights: number[][]
  /** The sum of the weighted values is divided by this (9 for the box blur). */
  divisor: number
}

export const PRESETS = {
  identity: { weights: [[0, 0, 0], [0, 1, 0], [0, 0, 0]], divisor: 1 },
  'box blur': { weights: [[1, 1, 1], [1, 1, 1], [1, 1, 1]], divisor: 9 },
  sharpen: { weights: [[0, -1, 0], [-1, 5, -1], [0, -1, 0]], divisor: 1 },
  'Sobel x': { weights: [[-1, 0, 1], [-2, 0, 2], [-1, 0, 1]], divisor: 1 },
  'Sobel y': { weights: [[-1, -2, -1], [0, 0, 0], [1, 2, 1]], divisor: 1 },
} satisfies Record<string, Kernel>
export type PresetName = keyof typeof PRESETS

/** The value of the pixel at column x, row y, with out-of-range coordinates clamped to the nearest edge pixel. */
export function pixel(image: Image, x: number, y: number): number {
  const row = image[Math.min(image.length - 1, Math.max(0, y))]!
  return row[Math.min(row.length - 1, Math.max(0, x))]!
}

/** The 3×3 neighbourhood of (x, y), rows top to bottom, border pixels replicated outward. */
export function neighbourhood(image: Image, x: number, y: number): number[][] {
  return [-1, 0, 1].map((dy) => [-1, 0, 1].map((dx) => pixel(image, x + dx, y + dy)))
}

/** The filtered value at (x, y): the weighted sum of its neighbourhood, divided by the kernel's divisor. */
export function filterAt(image: Image, kernel: Kernel, x: number, y: number): number {
  const patch = neighbourhood(image, x, y)
  let sum = 0
  for (let j = 0; j < 3; j++) for (let i = 0; i < 3; i++) sum += kernel.weights[j]![i]! * patch[j]![i]!
  return sum / kernel.divisor
}

/** The whole filtered image, the same size as the input. */
export function filter(image: Image, kernel: Kernel): Image {
  return image.map((row, y) => row.map((_, x) => filterAt(image, kernel, x, y)))
}

/** The image `size`×`size` with every pixel equal to `value`. */
export function constantImage(size: number, value: number): Image {
  return Array.from({ length: size }, () => Array<number>(size).fill(value))
}

/**
 * The test image: a dark background (0.1) with a bright upright rectangle (0.9) on the left, whose straight
 * edges run along rows and columns, and a mid-grey disk (0.5) on the right, whose edge is curved. The size
 * is 16 by default; the shapes scale with it.
 */
export function testImage(size = 16): Image {
  const s = size / 16
  return Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => {
      if (x >= 2 * s && x < 7 * s && y >= 3 * s && y < 13 * s) return 0.9
      if (Math.hypot(x - 11 * s, y - 8 * s) <= 3.3 * s) return 0.5
      return 0.1
    }),
  )
}

/** The largest absolute value in an image (0 for an all-zero image). */
export function maxAbs(image: Image): number {
  return Math.max(0, ...image.flat().map(Math.abs))
}
