import { describe, expect, it } from 'vitest'
import { circularSpeed, hohmann, MU_EARTH, period, transferArc, visViva } from '@/lib/explorables/hohmann-transfer'

describe('Hohmann transfer', () => {
  it('takes about 3.89 km/s and 5.3 h from a 300 km orbit (6678 km) to geostationary radius (42 164 km)', () => {
    const t = hohmann(6678, 42164)
    expect(t.dv1).toBeCloseTo(2.426, 2)
    expect(t.dv2).toBeCloseTo(1.467, 2)
    expect(t.total).toBeCloseTo(3.893, 2)
    expect(t.time / 3600).toBeCloseTo(5.27, 1)
  })

  it('has known circular speeds and periods', () => {
    expect(circularSpeed(6778)).toBeCloseTo(7.67, 2) // 400 km altitude
    expect(period(6778) / 60).toBeCloseTo(92.6, 1)
    expect(period(42164) / 3600).toBeCloseTo(23.934, 2) // one sidereal day
  })

  it('conserves energy and angular momentum on the ellipse', () => {
    const r1 = 7000
    const r2 = 30000
    const t = hohmann(r1, r2)
    const energy = (v: number, r: number) => (v * v) / 2 - MU_EARTH / r
    expect(energy(t.vDepart, r1)).toBeCloseTo(-MU_EARTH / (2 * t.a), 9)
    expect(energy(t.vArrive, r2)).toBeCloseTo(energy(t.vDepart, r1), 9)
    expect(r1 * t.vDepart).toBeCloseTo(r2 * t.vArrive, 8)
  })

  it('costs nothing between equal orbits and the same in either direction', () => {
    expect(hohmann(8000, 8000).total).toBeCloseTo(0, 12)
    const up = hohmann(7000, 20000)
    const down = hohmann(20000, 7000)
    expect(down.total).toBeCloseTo(up.total, 12)
    expect(down.time).toBeCloseTo(up.time, 9)
  })

  it('costs most near r2/r1 ≈ 15.58 and tends to the escape burn (√2 − 1) v1 for a distant target', () => {
    const r1 = 7000
    const ratio = (x: number) => hohmann(r1, x * r1).total / circularSpeed(r1)
    expect(ratio(15.58)).toBeGreaterThan(ratio(10))
    expect(ratio(15.58)).toBeGreaterThan(ratio(25))
    expect(ratio(15.58)).toBeCloseTo(0.536, 3)
    // for a very distant target the total tends to (√2 − 1) v1: the escape burn
    expect(ratio(1e8)).toBeCloseTo(Math.SQRT2 - 1, 3)
  })

  it('draws an arc from r1 on the +x axis to r2 on the −x axis with Earth at a focus', () => {
    const r1 = 6678
    const r2 = 42164
    const arc = transferArc(r1, r2)
    expect(arc(0)[0]).toBeCloseTo(r1, 9)
    expect(arc(Math.PI)[0]).toBeCloseTo(-r2, 9)
    const t = hohmann(r1, r2)
    for (const s of [0.3, 1, 2]) {
      const [x, y] = arc(s)
      const r = Math.hypot(x, y)
      // the distance from the focus obeys r = a(1 − e²)/(1 + e cos ν): check through vis-viva's energy instead
      expect(visViva(r, t.a) ** 2 / 2 - MU_EARTH / r).toBeCloseTo(-MU_EARTH / (2 * t.a), 9)
      expect(r).toBeGreaterThanOrEqual(r1 - 1e-9)
      expect(r).toBeLessThanOrEqual(r2 + 1e-9)
    }
  })
})
