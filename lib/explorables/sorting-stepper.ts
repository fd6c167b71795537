/**
 * The algorithms of the sorting-stepper explorable (components/explorables/sorting-stepper.client.tsx):
 * insertion sort and merge sort, run on an array and recorded one comparison at a time. The sorting code
 * between the `#region` lines is the code the algorithms page shows (tests/unit/shown-code.test.ts).
 */

export type Algorithm = 'insertion' | 'merge'
export type InputKind = 'random' | 'sorted' | 'reversed'

/** One frame of a run: the start, one frame per comparison, and the end. */
export interface Step {
  /** The whole array as it stands when this comparison is made: always a permutation of the input. */
  array: number[]
  /** Positions of the two keys compared, left one first; null in the first and last frames. */
  pair: [number, number] | null
  /** Whether the comparison sends the right key ahead of the left one (a swap, or the right run's key taken). */
  rightFirst: boolean
  /** For merge sort, the stretch [lo, hi) being merged; the two runs split at `mid`. */
  merging?: { lo: number; mid: number; hi: number }
  /** Comparisons made so far, this one included. */
  comparisons: number
  /** After this step's action: swaps made (insertion sort) or keys written to merged output (merge sort). */
  writes: number
}

/** Insertion sort, recorded: every comparison `a[j-1] > a[j]` is one step. Sorts `input`'s copy. */
export function insertionSortSteps(input: readonly number[]): Step[] {
  const a = [...input]
  const steps: Step[] = [{ array: [...a], pair: null, rightFirst: false, comparisons: 0, writes: 0 }]
  let swaps = 0
  const record = (a: number[], left: number, right: number, swap: boolean) => {
    if (swap) swaps++
    steps.push({ array: [...a], pair: [left, right], rightFirst: swap, comparisons: steps.length, writes: swaps })
  }
  // #region insertion-sort
  function insertionSort(a: number[]): void {
    for (let i = 1; i < a.length; i++) {
      // a[0..i) is sorted: swap a[i] leftwards past every larger key
      for (let j = i; j > 0; j--) {
        const swap = a[j - 1]! > a[j]!
        record(a, j - 1, j, swap)
        if (!swap) break
        ;[a[j - 1], a[j]] = [a[j]!, a[j - 1]!]
      }
    }
  }
  // #endregion insertion-sort
  insertionSort(a)
  steps.push({ array: [...a], pair: null, rightFirst: false, comparisons: steps.length - 1, writes: swaps })
  return steps
}

/**
 * Merge sort, recorded: every comparison of the two runs' front keys is one step. The picture of the stretch
 * being merged is `out`, then what is left of the left run, then what is left of the right run, which is
 * exactly the list the merge returns once one run is used up.
 */
export function mergeSortSteps(input: readonly number[]): Step[] {
  const shown = [...input]
  const steps: Step[] = [{ array: [...shown], pair: null, rightFirst: false, comparisons: 0, writes: 0 }]
  let done = 0 // keys written by merges already finished
  let current: [number, number] | null = null // [lo, hi) of the merge in progress
  const record = (lo: number, out: number[], restLeft: number[], restRight: number[], fromLeft: boolean) => {
    const k = lo + out.length
    const hi = k + restLeft.length + restRight.length
    if (current && (current[0] !== lo || current[1] !== hi)) done += current[1] - current[0]
    current = [lo, hi]
    shown.splice(lo, hi - lo, ...out, ...restLeft, ...restRight)
    const right = k + restLeft.length
    steps.push({ array: [...shown], pair: [k, right], rightFirst: !fromLeft, merging: { lo, mid: right, hi }, comparisons: steps.length, writes: done + out.length + 1 })
    if (!fromLeft) shown.splice(k, 0, ...shown.splice(right, 1)) // the right run's key goes next
  }
  // #region merge-sort
  function mergeSort(a: number[], lo = 0): number[] {   // lo: where a starts in the whole array
    if (a.length <= 1) return a
    const mid = Math.floor(a.length / 2)
    const left = mergeSort(a.slice(0, mid), lo)
    const right = mergeSort(a.slice(mid), lo + mid)
    const out: number[] = []
    let i = 0, j = 0
    while (i < left.length && j < right.length) {   // merge: linear time
      const fromLeft = left[i]! <= right[j]!
      record(lo, out, left.slice(i), right.slice(j), fromLeft)
      out.push(fromLeft ? left[i++]! : right[j++]!)
    }
    return [...out, ...left.slice(i), ...right.slice(j)]
  }
  // #endregion merge-sort
  const sorted = mergeSort([...input])
  if (current) done += current[1] - current[0]
  steps.push({ array: sorted, pair: null, rightFirst: false, comparisons: steps.length - 1, writes: done })
  return steps
}

export const sortSteps = (algorithm: Algorithm, input: readonly number[]): Step[] => (algorithm === 'insertion' ? insertionSortSteps(input) : mergeSortSteps(input))

/** A small seeded generator (mulberry32), so that "New input" is reproducible in tests. */
function random(seed: number): () => number {
  let s = seed >>> 0
  return () => {
    s = (s + 0x6d2b79f5) >>> 0
    let t = Math.imul(s ^ (s >>> 15), 1 | s)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32
  }
}

/** The keys 1..n in sorted, reversed or shuffled (Fisher–Yates, from `seed`) order. */
export function makeInput(kind: InputKind, n: number, seed = 1): number[] {
  const keys = Array.from({ length: n }, (_, i) => i + 1)
  if (kind === 'sorted') return keys
  if (kind === 'reversed') return keys.reverse()
  const next = random(seed)
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1))
    ;[keys[i], keys[j]] = [keys[j]!, keys[i]!]
  }
  return keys
}

/** The number of inversions, pairs i < j with a[i] > a[j]: what insertion sort's swaps must undo. */
export function inversions(a: readonly number[]): number {
  let count = 0
  for (let i = 0; i < a.length; i++) for (let j = i + 1; j < a.length; j++) if (a[i]! > a[j]!) count++
  return count
}
