import { describe, expect, it } from 'vitest'
import {
  bestLiftToDrag,
  CD0,
  CL_MAX,
  dragCoefficient,
  inducedFactor,
  liftCoefficient,
  liftSlope,
  OSWALD_E,
  rad,
  stallAngleDeg,
  sweep,
} from '@/lib/explorables/lift-stall'

describe('lift curve with stall', () => {
  it('has the thin-airfoil slope 2π per radian (about 0.11 per degree) for an infinite wing', () => {
    expect(liftSlope(Infinity)).toBeCloseTo(2 * Math.PI, 12)
    expect(liftCoefficient(5, Infinity)).toBeCloseTo(2 * Math.PI * rad(5), 12)
    expect(liftSlope(Infinity) * rad(1)).toBeCloseTo(0.1097, 4)
    // lifting line: the slope tends to 2π as the aspect ratio grows, and is 2π·AR/(AR + 2)
    expect(liftSlope(8)).toBeCloseTo((2 * Math.PI * 8) / 10, 12)
    expect(liftSlope(1e6)).toBeCloseTo(2 * Math.PI, 4)
  })

  it('is linear and through zero below the stall', () => {
    for (const AR of [4, 8, 30]) {
      expect(liftCoefficient(0, AR)).toBe(0)
      expect(liftCoefficient(-3, AR)).toBeCloseTo(-liftCoefficient(3, AR), 12)
      expect(liftCoefficient(8, AR) / liftCoefficient(4, AR)).toBeCloseTo(2, 12)
    }
  })

  it('stalls at C_L,max, later for a stubbier wing, and loses lift after it', () => {
    expect(stallAngleDeg(Infinity)).toBeCloseTo((CL_MAX / (2 * Math.PI)) * (180 / Math.PI), 10)
    expect(stallAngleDeg(6)).toBeGreaterThan(stallAngleDeg(20))
    for (const AR of [5, 10]) {
      const s = stallAngleDeg(AR)
      expect(liftCoefficient(s, AR)).toBeCloseTo(CL_MAX, 12)
      expect(liftCoefficient(s + 1, AR)).toBeLessThan(CL_MAX)
      expect(liftCoefficient(s + 10, AR)).toBeCloseTo(0.7 * CL_MAX, 12)
      const cl = sweep(AR).map((p) => p.cl)
      expect(Math.max(...cl)).toBeCloseTo(CL_MAX, 12)
    }
  })
})

describe('drag polar', () => {
  it('is parabolic in C_L while the flow is attached, with K = 1/(π e AR)', () => {
    const AR = 8
    const K = 1 / (Math.PI * OSWALD_E * AR)
    expect(inducedFactor(AR)).toBeCloseTo(K, 14)
    expect(dragCoefficient(0, AR)).toBeCloseTo(CD0, 14)
    const cl = liftCoefficient(6, AR)
    expect(dragCoefficient(6, AR)).toBeCloseTo(CD0 + K * cl * cl, 14)
  })

  it('gives the largest L/D where induced drag equals parasite drag, 1/(2√(K C_D,0))', () => {
    const AR = 8
    const best = bestLiftToDrag(AR)
    expect(inducedFactor(AR) * best.cl * best.cl).toBeCloseTo(CD0, 12)
    expect(best.cl).toBeLessThan(CL_MAX) // reached before the stall
    // a fine sweep over the attached range finds no higher L/D
    const ratios = sweep(AR, 0.25, 20, 0.01).map((p) => p.cl / p.cd)
    expect(Math.max(...ratios)).toBeLessThanOrEqual(best.ld + 1e-9)
    expect(Math.max(...ratios)).toBeGreaterThan(best.ld * 0.9999)
  })

  it('rises past the stall while lift falls, so L/D collapses', () => {
    const AR = 8
    const s = stallAngleDeg(AR)
    const ld = (a: number) => liftCoefficient(a, AR) / dragCoefficient(a, AR)
    expect(liftCoefficient(s + 4, AR)).toBeLessThan(liftCoefficient(s, AR))
    expect(dragCoefficient(s + 4, AR)).toBeGreaterThan(dragCoefficient(s, AR))
    expect(ld(s + 4)).toBeLessThan(ld(s) / 2)
  })
})
