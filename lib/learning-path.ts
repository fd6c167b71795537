/**
 * Suggested learning order: a topological order of a subject's fields by their prerequisites, ties
 * broken by catalogue order. Prerequisites from other subjects are listed separately, not ordered.
 */

export interface PathNode {
  ref: string
  prerequisites: readonly string[]
}

export interface LearningPathResult {
  /** Refs in an order where every in-subject prerequisite comes first. */
  order: string[]
  /** Prerequisite refs outside the given set, in first-seen order. */
  external: string[]
}

export function learningPath(nodes: readonly PathNode[]): LearningPathResult {
  const inSet = new Set(nodes.map((n) => n.ref))
  const position = new Map(nodes.map((n, i) => [n.ref, i]))
  const pending = new Map(nodes.map((n) => [n.ref, new Set(n.prerequisites.filter((p) => inSet.has(p) && p !== n.ref))]))
  const external: string[] = []
  for (const n of nodes) for (const p of n.prerequisites) if (!inSet.has(p) && !external.includes(p)) external.push(p)

  const order: string[] = []
  while (pending.size > 0) {
    const ready = [...pending].filter(([, deps]) => deps.size === 0).map(([ref]) => ref)
    // A prerequisite cycle is a content mistake; break it at the earliest field rather than loop forever.
    const next = (ready.length > 0 ? ready : [...pending.keys()]).sort((a, b) => position.get(a)! - position.get(b)!)[0]!
    order.push(next)
    pending.delete(next)
    for (const deps of pending.values()) deps.delete(next)
  }
  return { order, external }
}
