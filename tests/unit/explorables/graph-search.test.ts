import { describe, expect, it } from 'vitest'
import { aStar, describeCell, editCell, gridGraph, initialGrid, manhattan, MinHeap, MUD, offset, search, type Cell, type Graph, type Grid, type Step, type Strategy } from '@/lib/explorables/graph-search'
import { english } from './english'

const STRATEGIES: Strategy[] = ['bfs', 'dfs', 'dijkstra', 'astar']

/** A reproducible pseudo-random number generator (mulberry32). */
function rng(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function randomGrid(random: () => number, cols: number, rows: number): Grid {
  const cells: Cell[] = Array.from({ length: cols * rows }, () => {
    const u = random()
    return u < 0.25 ? 'wall' : u < 0.45 ? 'mud' : 'open'
  })
  const start = Math.floor(random() * cells.length)
  let goal = Math.floor(random() * cells.length)
  if (goal === start) goal = (start + 1) % cells.length
  cells[start] = 'open'
  cells[goal] = cells[goal] === 'wall' ? 'open' : cells[goal]!
  return { cols, rows, cells, start, goal }
}

/** Brute force: every simple path from start to goal, by exhaustive depth-first enumeration. */
function allPaths(grid: Grid): number[][] {
  const graph = gridGraph(grid)
  const paths: number[][] = []
  const walk = (path: number[]) => {
    const node = path.at(-1)!
    if (node === grid.goal) return void paths.push([...path])
    for (const [next] of graph.neighbours(node)) if (!path.includes(next)) walk([...path, next])
  }
  walk([grid.start])
  return paths
}

const costOf = (grid: Grid, path: number[]) => path.slice(1).reduce((sum, n) => sum + (grid.cells[n] === 'mud' ? MUD : 1), 0)

/** A valid path: starts and ends right, each move goes to a grid neighbour that is not a wall. */
function isPath(grid: Grid, path: number[]) {
  const graph = gridGraph(grid)
  return path[0] === grid.start && path.at(-1) === grid.goal && path.slice(1).every((n, i) => [...graph.neighbours(path[i]!)].some(([m]) => m === n))
}

describe('the starting grid', () => {
  const grid = initialGrid()
  it('BFS takes the 9-move route through two mud cells; Dijkstra and A* detour over the top for cost 11', () => {
    const bfs = search(grid, 'bfs')
    expect(bfs.path!.length - 1).toBe(9)
    expect(bfs.cost).toBe(9 + 2 * (MUD - 1))
    for (const s of ['dijkstra', 'astar'] as const) {
      expect(search(grid, s).cost).toBe(11)
      expect(search(grid, s).path!.some((n) => grid.cells[n] === 'mud')).toBe(false)
    }
  })
  it('A* with the Manhattan heuristic expands fewer cells than Dijkstra', () => {
    expect(search(grid, 'astar').steps.at(-1)!.visited.length).toBeLessThan(search(grid, 'dijkstra').steps.at(-1)!.visited.length)
  })
})

describe('against brute force on random small grids', () => {
  const random = rng(2024)
  const grids = Array.from({ length: 300 }, () => randomGrid(random, 4, 4))
  it('BFS finds a path with the fewest moves; Dijkstra and A* find one of least cost; DFS finds some path; all find none when none exists', () => {
    let unreachable = 0
    for (const grid of grids) {
      const paths = allPaths(grid)
      const runs = Object.fromEntries(STRATEGIES.map((s) => [s, search(grid, s)]))
      if (paths.length === 0) {
        unreachable++
        for (const s of STRATEGIES) expect(runs[s]!.path).toBeNull()
        continue
      }
      for (const s of STRATEGIES) {
        expect(isPath(grid, runs[s]!.path!)).toBe(true)
        expect(runs[s]!.cost).toBe(costOf(grid, runs[s]!.path!))
      }
      expect(runs.bfs!.path!.length).toBe(Math.min(...paths.map((p) => p.length)))
      const least = Math.min(...paths.map((p) => costOf(grid, p)))
      expect(runs.dijkstra!.cost).toBe(least)
      expect(runs.astar!.cost).toBe(least)
    }
    expect(unreachable).toBeGreaterThan(10) // the sample does test the no-path case
  })

  it('keeps its invariants at every step', () => {
    for (const grid of grids.slice(0, 100))
      for (const s of STRATEGIES) {
        const { steps } = search(grid, s)
        steps.slice(1).forEach((step, k) => {
          const before = steps[k]!
          // one new node expanded per step, taken from the previous frontier, never expanded twice
          expect(step.visited).toEqual([...before.visited, step.current])
          expect(before.frontier.some((e) => e.node === step.current)).toBe(true)
          expect(new Set(step.visited).size).toBe(step.visited.length)
          // the frontier holds each node once, none of them expanded
          const nodes = step.frontier.map((e) => e.node)
          expect(new Set(nodes).size).toBe(nodes.length)
          expect(nodes.some((n) => step.visited.includes(n))).toBe(false)
          // Dijkstra expands in non-decreasing g, A* (consistent h) in non-decreasing f
          if (s === 'dijkstra' && k > 0) expect(step.g).toBeGreaterThanOrEqual(before.g)
        })
        if (s === 'astar') {
          const h = manhattan(grid)
          const f = steps.slice(1).map((st) => st.g + h(st.current!))
          f.slice(1).forEach((v, k) => expect(v).toBeGreaterThanOrEqual(f[k]!))
        }
        const last = steps.at(-1)!
        if (last.path) expect(last.current).toBe(grid.goal)
        else expect(last.frontier).toEqual([])
      }
  })
})

describe('the goal walled off', () => {
  it('every strategy expands the whole reachable region and reports no path', () => {
    const grid = initialGrid()
    const cells = [...grid.cells]
    for (const n of [grid.goal - 1, grid.goal - 8, grid.goal + 8]) cells[n] = 'wall'
    const walled = { ...grid, cells }
    for (const s of STRATEGIES) {
      const run = search(walled, s)
      expect(run.path).toBeNull()
      expect(run.steps.at(-1)!.visited.length).toBe(48 - 3 - 3 - 1) // all cells but 6 walls and the goal
    }
  })
})

describe('aStar on the small graph of the page', () => {
  it('returns S → B → G with cost 5 and the binary heap pops in order', () => {
    const edges: Record<string, [string, number][]> = { S: [['A', 1], ['B', 4]], A: [['G', 5]], B: [['G', 1]], G: [] }
    const graph: Graph<string> = { neighbours: (n) => edges[n] ?? [] }
    const h: Record<string, number> = { S: 4, A: 4, B: 1, G: 0 }
    expect(aStar(graph, (n) => h[n]!, 'S', 'G')).toEqual({ path: ['S', 'B', 'G'], cost: 5 })
    const heap = new MinHeap<number>((a, b) => a - b)
    const random = rng(7)
    const xs = Array.from({ length: 200 }, () => Math.floor(random() * 50))
    xs.forEach((x) => heap.push(x))
    expect(Array.from({ length: 200 }, () => heap.pop())).toEqual([...xs].sort((a, b) => a - b))
    expect(heap.pop()).toBeUndefined()
  })
})

describe("the reader's edits", () => {
  const grid = initialGrid() // 8 × 6, start A3 (16), goal H3 (23), a wall at C3 (18), mud at D2 (11)

  it('toggles walls and mud on other cells, and leaves the start and goal alone', () => {
    const walled = editCell(grid, 'wall', 0)
    expect(walled.cells[0]).toBe('wall')
    expect(editCell(walled, 'wall', 0).cells[0]).toBe('open')
    expect(editCell(grid, 'mud', 18).cells[18]).toBe('mud') // mud replaces a wall
    expect(editCell(grid, 'mud', 11).cells[11]).toBe('open')
    for (const tool of ['wall', 'mud', 'start', 'goal'] as const) {
      expect(editCell(grid, tool, grid.start)).toBe(grid)
      expect(editCell(grid, tool, grid.goal)).toBe(grid)
    }
    expect(grid.cells[0]).toBe('open') // the grid given is not changed
  })

  it('moves the start or the goal to a cell, which becomes open', () => {
    const moved = editCell(grid, 'start', 18)
    expect([moved.start, moved.goal, moved.cells[18]]).toEqual([18, grid.goal, 'open'])
    const goal = editCell(grid, 'goal', 11)
    expect([goal.start, goal.goal, goal.cells[11]]).toEqual([grid.start, 11, 'open'])
  })

  it('steps to the neighbouring cell, and not off the grid', () => {
    expect(offset(grid, 16, [0, 1])).toBe(17)
    expect(offset(grid, 16, [-1, 0])).toBe(8)
    expect(offset(grid, 16, [0, -1])).toBeNull()
    expect(offset(grid, 7, [0, 1])).toBeNull()
    expect(offset(grid, 47, [1, 0])).toBeNull()
  })

  it('describes a cell: its name, what it holds, and its part in the search', () => {
    const run = search(grid, 'bfs')
    expect(describeCell(grid, run.steps[0]!, grid.start)).toEqual({ name: 'A3', kind: 'start', roles: ['frontier'] })
    expect(describeCell(grid, run.steps[0]!, 11)).toEqual({ name: 'D2', kind: 'mud', roles: [] })
    expect(describeCell(grid, run.steps[0]!, 18)).toEqual({ name: 'C3', kind: 'wall', roles: [] })
    expect(describeCell(grid, run.steps[1]!, grid.start)).toEqual({ name: 'A3', kind: 'start', roles: ['current'] })
    expect(describeCell(grid, run.steps[2]!, grid.start)).toEqual({ name: 'A3', kind: 'start', roles: ['visited'] })
    const end = run.steps.at(-1)!
    expect(describeCell(grid, end, grid.goal)).toEqual({ name: 'H3', kind: 'goal', roles: ['current', 'path'] })
    expect(describeCell(grid, end, end.path![1]!).roles).toEqual(['visited', 'path'])
  })

  it('puts a cell in words for its button, as the explorable does ("D2, mud, cost 5")', () => {
    const run = search(grid, 'bfs')
    const words = (step: Step, n: number) => {
      const { name, kind, roles } = describeCell(grid, step, n)
      return [name, english(`graphSearch.cell.${kind}`, { cost: MUD }), ...roles.map((r) => english(`graphSearch.cell.${r}`))].join(english('graphSearch.separator'))
    }
    expect(words(run.steps[0]!, grid.start)).toBe('A3, start, in the frontier')
    expect(words(run.steps[0]!, 11)).toBe(`D2, mud, cost ${MUD}`)
    expect(words(run.steps.at(-1)!, grid.goal)).toBe('H3, goal, current, on the path')
  })
})
