import { describe, expect, it } from 'vitest'
import { insertionSortSteps, inversions, makeInput, mergeSortSteps, sortSteps, type Algorithm, type Step } from '@/lib/explorables/sorting-stepper'

const sorted = (a: readonly number[]) => [...a].sort((x, y) => x - y)
const isPermutationOf = (a: readonly number[], b: readonly number[]) => JSON.stringify(sorted(a)) === JSON.stringify(sorted(b))
const inputs = [
  [5, 2, 9, 1, 5, 6],
  [3, 1, 2],
  [1],
  [],
  [2, 2, 1, 1],
  ...[1, 2, 3, 4, 5, 6, 7].map((seed) => makeInput('random', 8, seed)),
  makeInput('sorted', 8),
  makeInput('reversed', 8),
]

describe('every run', () => {
  it.each((['insertion', 'merge'] as Algorithm[]).flatMap((alg) => inputs.map((a) => [alg, a] as const)))('%s sort of %j', (alg, input) => {
    const steps: Step[] = sortSteps(alg, input)
    // starts on the input, ends sorted, and every frame shows a permutation of the input
    expect(steps[0]!.array).toEqual(input)
    expect(steps.at(-1)!.array).toEqual(sorted(input))
    for (const s of steps) expect(isPermutationOf(s.array, input)).toBe(true)
    // one frame per comparison between a start and an end frame; counts never decrease
    expect(steps[0]!.pair).toBeNull()
    expect(steps.at(-1)!.pair).toBeNull()
    steps.slice(1, -1).forEach((s, k) => {
      expect(s.comparisons).toBe(k + 1)
      const [l, r] = s.pair!
      expect(l).toBeLessThan(r)
      // the verdict agrees with the keys shown: the right key goes first exactly when it is smaller
      expect(s.rightFirst).toBe(s.array[r]! < s.array[l]!)
    })
    for (let k = 1; k < steps.length; k++) expect(steps[k]!.writes).toBeGreaterThanOrEqual(steps[k - 1]!.writes)
  })
})

describe('insertion sort', () => {
  it('compares adjacent keys, and each swap undoes exactly one inversion', () => {
    for (const input of inputs) {
      const steps = insertionSortSteps(input)
      for (const s of steps.slice(1, -1)) expect(s.pair![1] - s.pair![0]).toBe(1)
      expect(steps.at(-1)!.writes).toBe(inversions(input))
    }
  })
  it('keeps a[0..i) sorted: the keys left of the compared pair are in order', () => {
    for (const s of insertionSortSteps(makeInput('random', 8, 3)).slice(1, -1)) {
      const prefix = s.array.slice(0, s.pair![0] + 1)
      expect(prefix).toEqual(sorted(prefix))
    }
  })
  it('makes n − 1 comparisons on sorted input and n(n − 1)/2 on reversed input', () => {
    expect(insertionSortSteps(makeInput('sorted', 8)).at(-1)!.comparisons).toBe(7)
    expect(insertionSortSteps(makeInput('reversed', 8)).at(-1)!.comparisons).toBe(28)
    expect(insertionSortSteps(makeInput('reversed', 8)).at(-1)!.writes).toBe(28)
  })
})

describe('merge sort', () => {
  it('compares the front keys of two sorted runs inside the stretch being merged', () => {
    for (const input of inputs) {
      for (const s of mergeSortSteps(input).slice(1, -1)) {
        const { lo, mid, hi } = s.merging!
        const [l, r] = s.pair!
        expect(lo).toBeLessThanOrEqual(l)
        expect(r).toBe(mid)
        expect(r).toBeLessThan(hi)
        const leftRun = s.array.slice(l, mid)
        const rightRun = s.array.slice(mid, hi)
        expect(leftRun).toEqual(sorted(leftRun))
        expect(rightRun).toEqual(sorted(rightRun))
        // what is already merged is sorted and no larger than anything still to merge
        const out = s.array.slice(lo, l)
        expect(out).toEqual(sorted(out))
        if (out.length) expect(Math.max(...out)).toBeLessThanOrEqual(Math.min(...leftRun, ...rightRun))
      }
    }
  })
  it('makes 12 comparisons on 8 sorted or reversed keys, and 17 at most on any 8 keys', () => {
    // sorted and reversed: each merge of two runs of length m uses m comparisons, 4·1 + 2·2 + 1·4
    expect(mergeSortSteps(makeInput('sorted', 8)).at(-1)!.comparisons).toBe(12)
    expect(mergeSortSteps(makeInput('reversed', 8)).at(-1)!.comparisons).toBe(12)
    // worst case n⌈lg n⌉ − 2^⌈lg n⌉ + 1 = 17 for n = 8
    for (let seed = 1; seed <= 200; seed++) expect(mergeSortSteps(makeInput('random', 8, seed)).at(-1)!.comparisons).toBeLessThanOrEqual(17)
  })
  it('writes every key once per level of the recursion: n log2 n = 24 for 8 keys', () => {
    expect(mergeSortSteps(makeInput('random', 8, 5)).at(-1)!.writes).toBe(24)
    expect(mergeSortSteps([5, 2, 9, 1, 5, 6]).at(-1)!.writes).toBe(6 + 3 + 3 + 2 + 2) // merges of sizes 6, 3, 3, 2 and 2
  })
})

describe('inputs', () => {
  it('are permutations of 1..n, and "New input" seeds give different ones', () => {
    for (const kind of ['random', 'sorted', 'reversed'] as const) expect(sorted(makeInput(kind, 8, 9))).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(makeInput('random', 8, 1)).not.toEqual(makeInput('random', 8, 2))
    expect(inversions(makeInput('reversed', 8))).toBe(28)
  })
})
