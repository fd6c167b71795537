import { describe, expect, it } from 'vitest'
import { extractMin, insert, isMinHeap, traceExtract, traceInsert, type HeapMessage, type Trace } from '@/lib/explorables/binary-heap'
import { english } from './english'

/** A small deterministic generator (a linear congruential one), so the random tests repeat. */
function lcg(seed: number) {
  let s = seed
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
}
const sorted = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)
const floorLog2 = (n: number) => Math.floor(Math.log2(n))
/** A step's message in English, as the explorable shows it. */
const say = (m: HeapMessage) => english(`binaryHeap.steps.${m.key}`, m.values)

describe('insert and extractMin keep a binary min-heap', () => {
  it('builds the textbook heap of 5, 3, 8, 1, 9, 2 and returns its keys in increasing order', () => {
    const h: number[] = []
    for (const k of [5, 3, 8, 1, 9, 2]) insert(h, k)
    // 5 | 3 swaps above 5 | 8 stays | 1 rises past 5 and 3 | 9 stays | 2 rises past 8
    expect(h).toEqual([1, 3, 2, 5, 9, 8])
    const out: number[] = []
    while (h.length) out.push(extractMin(h)!)
    expect(out).toEqual([1, 2, 3, 5, 8, 9])
    expect(extractMin(h)).toBeUndefined()
  })

  it('holds the heap property after every completed operation, and heapsorts any sequence (duplicates too)', () => {
    const rand = lcg(7)
    for (let trial = 0; trial < 200; trial++) {
      const h: number[] = []
      const model: number[] = []
      for (let op = 0; op < 60; op++) {
        if (rand() < 0.6 || h.length === 0) {
          const k = Math.floor(rand() * 20)
          insert(h, k)
          model.push(k)
        } else {
          const m = extractMin(h)
          const expected = sorted(model)[0]!
          expect(m).toBe(expected)
          model.splice(model.indexOf(expected), 1)
        }
        expect(isMinHeap(h)).toBe(true)
        expect(sorted(h)).toEqual(sorted(model))
      }
    }
  })

  it('compares at most once per level: floor(log2 n) comparisons for an insertion or an extraction', () => {
    const rand = lcg(11)
    const h: number[] = []
    for (let n = 1; n <= 200; n++) {
      let comparisons = 0
      insert(h, Math.floor(rand() * 1000), () => comparisons++)
      expect(comparisons).toBeLessThanOrEqual(floorLog2(n))
    }
    // inserting a new minimum climbs the whole path: exactly floor(log2 n) comparisons, all swaps
    let swaps = 0
    insert(h, -1, (_, __, ___, swap) => (swaps += swap ? 1 : 0))
    expect(swaps).toBe(floorLog2(201))
    while (h.length > 1) {
      const n = h.length
      let comparisons = 0
      extractMin(h, () => comparisons++)
      expect(comparisons).toBeLessThanOrEqual(floorLog2(n - 1))
    }
  })

  it('detects a broken heap', () => {
    expect(isMinHeap([1, 2, 3])).toBe(true)
    expect(isMinHeap([2, 1, 3])).toBe(false)
    expect(isMinHeap([1, 3, 2, 4, 0])).toBe(false)
    expect(isMinHeap([])).toBe(true)
  })
})

describe('recorded traces', () => {
  const start = [2, 5, 3, 9, 6, 4, 8, 12, 10] // the explorable's starting heap
  const checkTrace = (t: Trace, keys: readonly number[]) => {
    for (const s of t.steps.slice(1)) expect(sorted(s.heap)).toEqual(sorted(keys)) // only swaps: the same keys
    for (let k = 1; k + 1 < t.steps.length - 1; k++) {
      // consecutive comparison steps differ by exactly the swap announced in the first of them
      const [i, j] = t.steps[k]!.active as [number, number]
      const next = [...t.steps[k]!.heap]
      ;[next[i], next[j]] = [next[j]!, next[i]!]
      expect(t.steps[k + 1]!.heap).toEqual(next)
      expect(say(t.steps[k]!.message)).toMatch(/swap them\.$/)
    }
    expect(isMinHeap(t.result)).toBe(true)
    expect(t.steps.at(-1)!.heap).toEqual(t.result)
  }

  it('the starting heap is a heap', () => expect(isMinHeap(start)).toBe(true))

  it('inserting 1 into the starting heap swaps it up three levels to the root', () => {
    const t = traceInsert(start, 1)
    expect(t.steps.map((s) => s.active)).toEqual([[9], [9, 4], [4, 1], [1, 0], [0]])
    expect(t.result).toEqual([1, 2, 3, 9, 5, 4, 8, 12, 10, 6])
    expect(say(t.steps.at(-1)!.message)).toContain('reached the root')
    checkTrace(t, [...start, 1])
    expect(start).toEqual([2, 5, 3, 9, 6, 4, 8, 12, 10]) // the input is not changed
  })

  it('inserting 7 stops after one comparison, since 7 is not smaller than its parent 6', () => {
    const t = traceInsert(start, 7)
    expect(t.steps).toHaveLength(3)
    expect(say(t.steps[1]!.message)).toMatch(/not smaller, so stop/)
    expect(t.result).toEqual([...start, 7])
  })

  it('extracting from the starting heap returns 2 and sifts 10 down to a leaf', () => {
    const t = traceExtract(start)
    expect(say(t.steps[0]!.message)).toContain('remove the root 2')
    expect(t.result).toEqual([3, 5, 4, 9, 6, 10, 8, 12])
    checkTrace(t, start.slice(0, -1).map((k, i) => (i === 0 ? 10 : k)))
  })

  it('handles the empty heap and the one-key heap', () => {
    expect(traceExtract([]).result).toEqual([])
    expect(traceInsert([], 4).result).toEqual([4])
    const t = traceExtract([4])
    expect(t.result).toEqual([])
    expect(say(t.steps.at(-1)!.message)).toContain('returned 4')
  })
})
