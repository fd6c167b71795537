/**
 * The algorithms of the graph-search explorable (components/explorables/graph-search.client.tsx):
 * breadth-first, depth-first, Dijkstra (uniform-cost) and A* search on a grid of open, wall and mud cells,
 * each recorded as a list of steps (the node expanded, the frontier, the visited set) for the reader to step
 * through. The A* function is the listing shown on content/computer-science/artificial-intelligence.mdx.
 */

/** A graph given by its successor function: each neighbour with the cost of the step to it (≥ 0). */
export interface Graph<N> {
  neighbours(node: N): Iterable<readonly [N, number]>
}

/** A frontier entry: a node, the cost g of the path that reached it, f = g + h, and that path. */
export interface Entry<N> {
  f: number
  g: number
  node: N
  path: N[]
}

export interface Found<N> {
  path: N[]
  cost: number
}

/** Called once per expansion, after the node's successors have joined the frontier. */
export type Recorder<N> = (node: N, frontier: Iterable<Entry<N>>, expanded: ReadonlySet<N>) => void

/** A binary min-heap: push and pop in O(log n), each moving one element along a root-to-leaf path. */
export class MinHeap<T> {
  private heap: T[] = []
  constructor(private before: (a: T, b: T) => number) {}
  get size() {
    return this.heap.length
  }
  items(): readonly T[] {
    return this.heap
  }
  push(item: T) {
    const h = this.heap
    h.push(item)
    for (let i = h.length - 1, p = (i - 1) >> 1; i > 0 && this.before(h[i]!, h[p]!) < 0; i = p, p = (i - 1) >> 1) [h[i], h[p]] = [h[p]!, h[i]!]
  }
  pop(): T | undefined {
    const h = this.heap
    const top = h[0]
    const last = h.pop()
    if (h.length === 0 || last === undefined) return top
    h[0] = last
    for (let i = 0; ; ) {
      const [l, r] = [2 * i + 1, 2 * i + 2]
      let m = i
      if (l < h.length && this.before(h[l]!, h[m]!) < 0) m = l
      if (r < h.length && this.before(h[r]!, h[m]!) < 0) m = r
      if (m === i) return top
      ;[h[i], h[m]] = [h[m]!, h[i]!]
      i = m
    }
  }
}

// #region graph-search
/** A* search from start to goal with heuristic h. With h = 0 it is Dijkstra's algorithm (uniform-cost search). */
export function aStar<N>(
  graph: Graph<N>,
  h: (node: N) => number,
  start: N,
  goal: N,
  record: Recorder<N> = () => {}, // lets the explorable show each step
): Found<N> | null {
  const frontier = new MinHeap<Entry<N>>((a, b) => a.f - b.f) // cheapest f = g + h first
  frontier.push({ f: h(start), g: 0, node: start, path: [start] })
  const bestG = new Map<N, number>([[start, 0]])
  const expanded = new Set<N>()
  while (frontier.size > 0) {
    const { g, node, path } = frontier.pop()!
    if (expanded.has(node)) continue // stale entry: node was expanded by a cheaper path
    expanded.add(node)
    if (node === goal) return { path, cost: g }
    for (const [next, cost] of graph.neighbours(node)) {
      const g2 = g + cost
      if (g2 < (bestG.get(next) ?? Infinity)) {
        bestG.set(next, g2)
        frontier.push({ f: g2 + h(next), g: g2, node: next, path: [...path, next] })
      }
    }
    record(node, frontier.items(), expanded)
  }
  return null
}
// #endregion graph-search

/** Breadth-first search: a FIFO queue; a node joins it the first time it is reached. Fewest steps, costs ignored. */
export function breadthFirst<N>(graph: Graph<N>, start: N, goal: N, record: Recorder<N> = () => {}): Found<N> | null {
  const queue: Entry<N>[] = [{ f: 0, g: 0, node: start, path: [start] }]
  const reached = new Set<N>([start])
  const expanded = new Set<N>()
  for (let head = 0; head < queue.length; head++) {
    const { g, node, path } = queue[head]!
    expanded.add(node)
    if (node === goal) return { path, cost: g }
    for (const [next, cost] of graph.neighbours(node)) {
      if (reached.has(next)) continue
      reached.add(next)
      queue.push({ f: g + cost, g: g + cost, node: next, path: [...path, next] })
    }
    record(node, queue.slice(head + 1), expanded)
  }
  return null
}

/** Depth-first search: a LIFO stack, the first-listed neighbour on top; a node is expanded at most once. */
export function depthFirst<N>(graph: Graph<N>, start: N, goal: N, record: Recorder<N> = () => {}): Found<N> | null {
  const stack: Entry<N>[] = [{ f: 0, g: 0, node: start, path: [start] }]
  const expanded = new Set<N>()
  while (stack.length > 0) {
    const { g, node, path } = stack.pop()!
    if (expanded.has(node)) continue
    expanded.add(node)
    if (node === goal) return { path, cost: g }
    const next = [...graph.neighbours(node)].filter(([n]) => !expanded.has(n))
    for (const [n, cost] of next.reverse()) stack.push({ f: g + cost, g: g + cost, node: n, path: [...path, n] })
    record(node, [...stack].reverse(), expanded)
  }
  return null
}

// ---- The grid the explorable searches ----

export type Cell = 'open' | 'wall' | 'mud'
/** Entering a mud cell costs this much; entering an open cell costs 1. */
export const MUD = 5
/** Cells are numbered row by row: node = row · cols + column. */
export interface Grid {
  cols: number
  rows: number
  cells: readonly Cell[]
  start: number
  goal: number
}

/** The reader's starting grid (8 × 6): a wall in column C and a block of mud in the way of the straight route. */
export function initialGrid(): Grid {
  const rows = ['........', '...mm...', '..#mm...', '..#mm...', '..#.....', '........']
  const cells = rows.flatMap((r) => [...r].map((c): Cell => (c === '#' ? 'wall' : c === 'm' ? 'mud' : 'open')))
  return { cols: 8, rows: 6, cells, start: 2 * 8, goal: 2 * 8 + 7 }
}

/** "C4": the column as a letter, the row as a number from 1. */
export const cellName = (grid: Grid, node: number) => `${String.fromCharCode(65 + (node % grid.cols))}${Math.floor(node / grid.cols) + 1}`

/** Moves right, down, left, up into cells that are not walls, each costing 1 (MUD into mud). */
export function gridGraph(grid: Grid): Graph<number> {
  const { cols, rows, cells } = grid
  return {
    *neighbours(node) {
      const [r, c] = [Math.floor(node / cols), node % cols]
      for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]] as const) {
        const [r2, c2] = [r + dr, c + dc]
        const n = r2 * cols + c2
        if (r2 >= 0 && r2 < rows && c2 >= 0 && c2 < cols && cells[n] !== 'wall') yield [n, cells[n] === 'mud' ? MUD : 1] as const
      }
    },
  }
}

/** Manhattan distance to the goal: every move costs at least 1 and changes it by 1, so it is consistent. */
export const manhattan = (grid: Grid) => (node: number) =>
  Math.abs((node % grid.cols) - (grid.goal % grid.cols)) + Math.abs(Math.floor(node / grid.cols) - Math.floor(grid.goal / grid.cols))

export type Strategy = 'bfs' | 'dfs' | 'dijkstra' | 'astar'

export interface Step {
  /** The node expanded at this step (null before the first). */
  current: number | null
  /** Its cost g from the start. */
  g: number
  /** The frontier after the step, one entry per node: in the order it leaves (BFS, DFS), by f (Dijkstra, A*). */
  frontier: { node: number; g: number; f: number }[]
  /** Every node expanded so far, in order. */
  visited: number[]
  /** On the last step, the path found (null if none). */
  path: number[] | null
}

export interface Run {
  steps: Step[]
  /** The path found, start to goal, or null when the goal cannot be reached. */
  path: number[] | null
  cost: number
}

/** Runs one strategy on the grid and records every expansion. */
export function search(grid: Grid, strategy: Strategy): Run {
  const graph = gridGraph(grid)
  const steps: Step[] = [{ current: null, g: 0, frontier: [{ node: grid.start, g: 0, f: strategy === 'astar' ? manhattan(grid)(grid.start) : 0 }], visited: [], path: null }]
  const record: Recorder<number> = (node, frontier, expanded) => {
    let entries = [...frontier].filter((e) => !expanded.has(e.node))
    if (strategy === 'dijkstra' || strategy === 'astar') entries.sort((a, b) => a.f - b.f || a.g - b.g)
    entries = entries.filter((e, i) => entries.findIndex((d) => d.node === e.node) === i)
    const g = steps.at(-1)!.frontier.find((e) => e.node === node)!.g
    steps.push({ current: node, g, frontier: entries.map(({ node, g, f }) => ({ node, g, f })), visited: [...expanded], path: null })
  }
  const { start, goal } = grid
  const found =
    strategy === 'bfs'
      ? breadthFirst(graph, start, goal, record)
      : strategy === 'dfs'
        ? depthFirst(graph, start, goal, record)
        : aStar(graph, strategy === 'astar' ? manhattan(grid) : () => 0, start, goal, record)
  if (found) {
    // the goal's expansion returns before the recording call: record it here
    const last = steps.at(-1)!
    steps.push({ current: goal, g: found.cost, frontier: last.frontier.filter((e) => e.node !== goal), visited: [...last.visited, goal], path: found.path })
  }
  return { steps, path: found?.path ?? null, cost: found?.cost ?? Infinity }
}

// ---- The reader's edits ----

/** What clicking a cell does: toggle a wall or mud there, or move the start or the goal to it. */
export type Tool = 'wall' | 'mud' | 'start' | 'goal'

/**
 * The grid after clicking cell n with a tool: the start or goal moves there (the cell becomes open) unless n is
 * already the start or the goal; a wall or mud toggles on any other cell. A click that changes nothing gives
 * the same grid back.
 */
export function editCell(grid: Grid, tool: Tool, n: number): Grid {
  const { start, goal } = grid
  if (n === start || n === goal) return grid
  const cells = [...grid.cells]
  if (tool === 'start' || tool === 'goal') {
    cells[n] = 'open'
    return { ...grid, cells, [tool]: n }
  }
  cells[n] = cells[n] === tool ? 'open' : tool
  return { ...grid, cells }
}

/** The cell one row and column offset (dr, dc) from n, or null off the grid. */
export function offset(grid: Grid, n: number, [dr, dc]: readonly [number, number]): number | null {
  const [r, c] = [Math.floor(n / grid.cols) + dr, (n % grid.cols) + dc]
  return r < 0 || r >= grid.rows || c < 0 || c >= grid.cols ? null : r * grid.cols + c
}

/** What a cell is, and what the search has made of it at a step: the words of its button's name. */
export type CellKind = 'start' | 'goal' | 'open' | 'mud' | 'wall'
export type CellRole = 'current' | 'visited' | 'frontier' | 'path'

/**
 * A cell for its button, to be put in words ("C3, mud, cost 5, visited, on the path"): its name, what it is,
 * and its roles in the step.
 */
export function describeCell(grid: Grid, step: Step, n: number): { name: string; kind: CellKind; roles: CellRole[] } {
  const kind: CellKind = n === grid.start ? 'start' : n === grid.goal ? 'goal' : grid.cells[n] === 'open' ? 'open' : grid.cells[n] === 'mud' ? 'mud' : 'wall'
  const role: CellRole[] = n === step.current ? ['current'] : step.visited.includes(n) ? ['visited'] : step.frontier.some((e) => e.node === n) ? ['frontier'] : []
  return { name: cellName(grid, n), kind, roles: role.concat(step.path?.includes(n) ? ['path'] : []) }
}
