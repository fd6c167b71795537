/**
 * The algorithm of the binary-heap explorable (components/explorables/binary-heap.client.tsx): insertion
 * and extract-min on a binary min-heap stored in an array, recorded one comparison at a time so that the
 * reader can step through the sift-up or sift-down. The region below is the listing data-structures.mdx shows.
 */

/** Called at each comparison: the array as it stands, the key being moved (index i), the key it is compared with (j), and whether they swap. */
export type Recorder = (heap: readonly number[], i: number, j: number, swap: boolean) => void

const skip: Recorder = () => {}

function swapEntries(heap: number[], i: number, j: number): void {
  ;[heap[i], heap[j]] = [heap[j]!, heap[i]!]
}

// #region binary-heap
/** Adds key to the min-heap: place it last, then swap it up while it is smaller than its parent. */
export function insert(heap: number[], key: number, record: Recorder = skip): void {
  heap.push(key)
  let i = heap.length - 1
  while (i > 0) {
    const parent = Math.floor((i - 1) / 2)
    const swap = heap[i]! < heap[parent]!
    record(heap, i, parent, swap)
    if (!swap) return
    swapEntries(heap, i, parent)
    i = parent
  }
}

/** Removes and returns the smallest key: move the last key to the root, then swap it down. */
export function extractMin(heap: number[], record: Recorder = skip): number | undefined {
  const min = heap[0]
  const last = heap.pop()
  if (heap.length === 0 || last === undefined) return min
  heap[0] = last
  let i = 0
  while (2 * i + 1 < heap.length) {
    let child = 2 * i + 1 // the left child, or the right one if it is smaller
    if (child + 1 < heap.length && heap[child + 1]! < heap[child]!) child++
    const swap = heap[child]! < heap[i]!
    record(heap, i, child, swap)
    if (!swap) return min
    swapEntries(heap, i, child)
    i = child
  }
  return min
}
// #endregion binary-heap

/** True when every parent's key is at most its children's keys (the children of i are 2i + 1 and 2i + 2). */
export function isMinHeap(heap: readonly number[]): boolean {
  return heap.every((key, i) => i === 0 || heap[Math.floor((i - 1) / 2)]! <= key)
}

/** One state the reader can step to: a copy of the array, the entries to highlight, and what happens. */
export interface Step {
  heap: number[]
  /** Indices to highlight: the key being moved first, then the key it is compared with. */
  active: number[]
  message: HeapMessage
}

type YesNo = 'yes' | 'no'
/**
 * What a step does, to be put in words: the key of its message (the explorable's
 * `binaryHeap.steps.<key>`) and the message's arguments; yes/no flags and `where` choose a wording.
 */
export type HeapMessage =
  | { key: 'start'; values: { size: number } }
  | { key: 'insert'; values: { value: number; index: number } }
  | { key: 'compareParent' | 'compareChild'; values: { value: number; index: number; other: number; otherIndex: number; swap: YesNo } }
  | { key: 'inserted'; values: { value: number; where: 'only' | 'root' | 'rests'; index: number } }
  | { key: 'empty'; values: Record<string, never> }
  | { key: 'extract'; values: { root: number; value: number; index: number } }
  | { key: 'extractOnly'; values: { root: number } }
  | { key: 'extracted'; values: { min: number; root: number | string; left: number; none: YesNo } }

/** A recorded operation: its steps, first to last, and the heap it leaves. */
export interface Trace {
  steps: Step[]
  result: number[]
}

/** Insertion of key into a copy of heap, recorded: the key placed last, each comparison on the way up, the end. */
export function traceInsert(heap: readonly number[], key: number): Trace {
  const a = [...heap]
  const steps: Step[] = [{ heap: [...heap, key], active: [heap.length], message: { key: 'insert', values: { value: key, index: heap.length } } }]
  let at = heap.length // where the key sits: it moves to its parent's index at each swap
  insert(a, key, (h, i, j, swap) => {
    if (swap) at = j
    steps.push({
      heap: [...h],
      active: [i, j],
      message: { key: 'compareParent', values: { value: h[i]!, index: i, other: h[j]!, otherIndex: j, swap: swap ? 'yes' : 'no' } },
    })
  })
  const where = heap.length === 0 ? 'only' : at === 0 ? 'root' : 'rests'
  steps.push({ heap: a, active: [at], message: { key: 'inserted', values: { value: key, where, index: at } } })
  return { steps, result: a }
}

/** Extract-min on a copy of heap, recorded: the root removed and the last key moved up, each comparison on the way down, the end. */
export function traceExtract(heap: readonly number[]): Trace {
  const a = [...heap]
  if (a.length === 0) return { steps: [{ heap: [], active: [], message: { key: 'empty', values: {} } }], result: [] }
  const last = a.length - 1
  const steps: Step[] = [
    {
      heap: [...heap],
      active: last > 0 ? [0, last] : [0],
      message: last > 0 ? { key: 'extract', values: { root: heap[0]!, value: heap[last]!, index: last } } : { key: 'extractOnly', values: { root: heap[0]! } },
    },
  ]
  let at = 0 // where the moved key sits: it moves to its child's index at each swap
  const min = extractMin(a, (h, i, j, swap) => {
    if (swap) at = j
    steps.push({
      heap: [...h],
      active: [i, j],
      message: { key: 'compareChild', values: { value: h[i]!, index: i, other: h[j]!, otherIndex: j, swap: swap ? 'yes' : 'no' } },
    })
  })
  steps.push({ heap: a, active: a.length ? [at] : [], message: { key: 'extracted', values: { min: min!, root: a.length ? a[0]! : '', left: a.length, none: a.length ? 'no' : 'yes' } } })
  return { steps, result: a }
}
