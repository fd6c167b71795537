import { describe, expect, it } from 'vitest'
import { apply, det, eigen, fromRows, kernelDirection, orientation, PRESETS, snap, trace, type Mat2, type Vec2 } from '@/lib/explorables/linear-map'

const rotation = (theta: number) => fromRows(Math.cos(theta), -Math.sin(theta), Math.sin(theta), Math.cos(theta))
const parallel = ([x1, y1]: Vec2, [x2, y2]: Vec2) => Math.abs(x1 * y2 - x2 * y1)

/** Checks A v = λ v with v a unit vector. */
function expectEigenpair(A: Mat2, lambda: number, v: Vec2) {
  expect(Math.hypot(...v)).toBeCloseTo(1, 12)
  const Av = apply(A, v)
  expect(Av[0]).toBeCloseTo(lambda * v[0], 9)
  expect(Av[1]).toBeCloseTo(lambda * v[1], 9)
}

describe('the matrix of a linear map of the plane', () => {
  it('has the images of e1 and e2 as its columns', () => {
    const A = fromRows(1, 2, 3, 4)
    expect(apply(A, [1, 0])).toEqual([1, 3])
    expect(apply(A, [0, 1])).toEqual([2, 4])
    expect(apply(A, [2, -1])).toEqual([0, 2])
  })

  it('has determinant ad − bc, the signed area of the image of the unit square', () => {
    expect(det(fromRows(1, 2, 3, 4))).toBe(-2)
    expect(det(fromRows(3, 0, 0, 2))).toBe(6)
    for (const theta of [0.3, 1, Math.PI / 2, 2.5]) expect(det(rotation(theta))).toBeCloseTo(1, 12)
    expect(det(PRESETS.shear)).toBe(1)
    expect(det(PRESETS.reflection)).toBe(-1)
    expect(det(PRESETS.projection)).toBe(0)
  })

  it('is multiplicative: det(AB) = det A det B', () => {
    const A = fromRows(1, 2, -1, 3)
    const B = fromRows(0.5, -2, 4, 1)
    const AB: Mat2 = { col1: apply(A, B.col1), col2: apply(A, B.col2) }
    expect(det(AB)).toBeCloseTo(det(A) * det(B), 12)
  })

  it('classifies orientation by the sign of the determinant', () => {
    expect(orientation(PRESETS.rotation)).toBe('preserved')
    expect(orientation(PRESETS.reflection)).toBe('reversed')
    expect(orientation(PRESETS.projection)).toBe('collapsed')
  })
})

describe('real eigenvalues and eigenvectors of a 2×2 matrix', () => {
  it('finds two eigenpairs when the eigenvalues are distinct, with sum tr A and product det A', () => {
    const matrices = [PRESETS.start, PRESETS.symmetric, PRESETS.reflection, PRESETS.projection, fromRows(3, 1, 7, 0.5), fromRows(0, 1, 1e-3, 0), fromRows(-2, 5, 0.25, 4)]
    for (const A of matrices) {
      const e = eigen(A)
      expect(e.kind).toBe('distinct')
      if (e.kind !== 'distinct') continue
      expect(e.values[0]).toBeGreaterThan(e.values[1])
      expect(e.values[0] + e.values[1]).toBeCloseTo(trace(A), 10)
      expect(e.values[0] * e.values[1]).toBeCloseTo(det(A), 10)
      expectEigenpair(A, e.values[0], e.vectors[0])
      expectEigenpair(A, e.values[1], e.vectors[1])
    }
  })

  it('gives the starting matrix eigenvalues 5/2 and 1 along (1, 1) and (2, −1)', () => {
    const e = eigen(PRESETS.start)
    if (e.kind !== 'distinct') throw new Error(e.kind)
    expect(e.values).toEqual([2.5, 1])
    expect(parallel(e.vectors[0], [1, 1])).toBeCloseTo(0, 12)
    expect(parallel(e.vectors[1], [2, -1])).toBeCloseTo(0, 12)
  })

  it('gives a symmetric matrix orthogonal eigenvectors (the spectral theorem)', () => {
    for (const A of [PRESETS.symmetric, fromRows(1, -3, -3, 0.5), fromRows(0.2, 0.7, 0.7, -1.1)]) {
      const e = eigen(A)
      if (e.kind !== 'distinct') throw new Error(e.kind)
      expect(e.vectors[0][0] * e.vectors[1][0] + e.vectors[0][1] * e.vectors[1][1]).toBeCloseTo(0, 12)
    }
    const e = eigen(PRESETS.symmetric)
    expect(e.kind === 'distinct' && e.values).toEqual([3, 1])
  })

  it('gives a reflection the eigenvalues 1 (its mirror line) and −1, and a projection 1 and 0', () => {
    const r = eigen(PRESETS.reflection)
    if (r.kind !== 'distinct') throw new Error(r.kind)
    expect(r.values).toEqual([1, -1])
    expect(parallel(r.vectors[0], [1, 1])).toBeCloseTo(0, 12)
    const p = eigen(PRESETS.projection)
    if (p.kind !== 'distinct') throw new Error(p.kind)
    expect(p.values[0]).toBeCloseTo(1, 12)
    expect(p.values[1]).toBeCloseTo(0, 12)
    expect(parallel(p.vectors[1], [1, -1])).toBeCloseTo(0, 12)
  })

  it('gives a shear a repeated eigenvalue with only one eigen-direction', () => {
    const e = eigen(PRESETS.shear)
    expect(e).toMatchObject({ kind: 'repeated', value: 1, everyDirection: false })
    if (e.kind !== 'repeated' || e.everyDirection) throw new Error('expected one direction')
    expect(parallel(e.vector, [1, 0])).toBeCloseTo(0, 12)
    expectEigenpair(PRESETS.shear, 1, e.vector)
    // A vertical shear and a Jordan block with eigenvalue −2 behave the same way.
    const v = eigen(fromRows(1, 0, 0.75, 1))
    expect(v.kind === 'repeated' && !v.everyDirection && parallel(v.vector, [0, 1])).toBeCloseTo(0, 12)
    const j = fromRows(-2, 1, 0, -2)
    const ej = eigen(j)
    if (ej.kind !== 'repeated' || ej.everyDirection) throw new Error('expected one direction')
    expectEigenpair(j, -2, ej.vector)
  })

  it('makes every direction an eigen-direction of a multiple of the identity', () => {
    expect(eigen(fromRows(1.5, 0, 0, 1.5))).toEqual({ kind: 'repeated', value: 1.5, everyDirection: true })
    expect(eigen(fromRows(0, 0, 0, 0))).toEqual({ kind: 'repeated', value: 0, everyDirection: true })
    expect(kernelDirection(fromRows(2, 0, 0, 2), 2)).toBeNull()
  })

  it('finds no real eigenvector for a rotation, whose eigenvalues are cos θ ± i sin θ', () => {
    expect(eigen(PRESETS.rotation)).toEqual({ kind: 'complex', re: 0, im: 1 })
    for (const theta of [0.4, 2, 3]) {
      const e = eigen(rotation(theta))
      if (e.kind !== 'complex') throw new Error(e.kind)
      expect(e.re).toBeCloseTo(Math.cos(theta), 12)
      expect(e.im).toBeCloseTo(Math.sin(theta), 12)
    }
    // The pair re ± i im are roots of λ² − (tr A)λ + det A.
    const A = fromRows(1, -2, 3, 0.5)
    const e = eigen(A)
    if (e.kind !== 'complex') throw new Error(e.kind)
    expect(2 * e.re).toBeCloseTo(trace(A), 12)
    expect(e.re * e.re + e.im * e.im).toBeCloseTo(det(A), 12)
  })

  it('keeps the arithmetic exact on the grid of quarters the handles move on', () => {
    expect(snap(0.37)).toBe(0.25)
    expect(snap(-1.13)).toBe(-1.25)
    // (t² − 4 det) is exactly 0 for a quarter-grid shear, so it is recognised as repeated.
    expect(eigen(fromRows(0.75, 1.25, 0, 0.75)).kind).toBe('repeated')
  })
})
