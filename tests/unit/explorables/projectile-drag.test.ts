import { describe, expect, it } from 'vitest'
import { fly, G, rk4Step, terminalSpeed, vacuum, type State } from '@/lib/explorables/projectile-drag'

describe('projectile without drag', () => {
  it('lands at v² sin 2θ / g with height v² sin²θ / (2g), for any step', () => {
    for (const [v, deg] of [
      [20, 45],
      [30, 30],
      [45, 70],
      [10, 10],
    ] as const) {
      const exact = vacuum(v, deg)
      for (const h of [0.01, 0.05]) {
        const f = fly(v, deg, 0, h)
        expect(f.range).toBeCloseTo((v * v * Math.sin((2 * deg * Math.PI) / 180)) / G, 8)
        expect(f.maxHeight).toBeCloseTo(exact.maxHeight, 8)
        expect(f.time).toBeCloseTo(exact.time, 8)
        expect(f.impactSpeed).toBeCloseTo(v, 8)
      }
    }
  })

  it('goes farthest at 45°, and complementary angles land together', () => {
    expect(fly(25, 45, 0).range).toBeGreaterThan(fly(25, 44, 0).range)
    expect(fly(25, 30, 0).range).toBeCloseTo(fly(25, 60, 0).range, 8)
  })
})

describe('projectile with quadratic drag', () => {
  it('converges at fourth order as the step is halved', () => {
    const ref = fly(40, 40, 0.01, 0.0005).range
    const err = (h: number) => Math.abs(fly(40, 40, 0.01, h).range - ref)
    const ratio = err(0.1) / err(0.05)
    expect(ratio).toBeGreaterThan(12)
    expect(ratio).toBeLessThan(20)
    expect(err(0.01)).toBeLessThan(1e-5)
  })

  it('loses mechanical energy all the way, lands short and slower, and its best angle is below 45°', () => {
    const k = 0.006
    const f = fly(40, 45, k)
    const free = vacuum(40, 45)
    expect(f.range).toBeLessThan(free.range)
    expect(f.maxHeight).toBeLessThan(free.maxHeight)
    expect(f.impactSpeed).toBeLessThan(40)
    let y: State = [0, 0, 40 * Math.SQRT1_2, 40 * Math.SQRT1_2]
    let e = 800
    for (let i = 0; i < 300; i++) {
      y = rk4Step(k, y, 0.01)
      const e1 = 0.5 * (y[2] ** 2 + y[3] ** 2) + G * y[1]
      expect(e1).toBeLessThan(e)
      e = e1
    }
    const best = [30, 35, 40, 45].reduce((a, b) => (fly(40, b, k).range > fly(40, a, k).range ? b : a))
    expect(best).toBeLessThan(45)
  })

  it('falls at the terminal speed √(g/k) after a long drop', () => {
    const k = 0.01
    let y: State = [0, 0, 0, 0]
    for (let i = 0; i < 3000; i++) y = rk4Step(k, y, 0.01)
    expect(-y[3]).toBeCloseTo(terminalSpeed(k), 6)
    expect(terminalSpeed(k)).toBeCloseTo(Math.sqrt(981), 10)
  })

  it('tends to the drag-free flight as k → 0', () => {
    const free = vacuum(30, 50).range
    const d1 = free - fly(30, 50, 1e-3).range
    const d2 = free - fly(30, 50, 5e-4).range
    expect(d1).toBeGreaterThan(0)
    expect(d1 / d2).toBeCloseTo(2, 0) // first order in k
  })
})
