'use client'

import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { Choice } from './choice.client'
import { cellName, describeCell, editCell, initialGrid, MUD, offset, search, type Grid, type Run, type Strategy, type Tool } from '@/lib/explorables/graph-search'

const STRATEGIES: Record<Strategy, string> = { bfs: 'Breadth-first', dfs: 'Depth-first', dijkstra: 'Dijkstra', astar: 'A* (Manhattan)' }
const TOOLS: Record<Tool, string> = { wall: 'Wall', mud: `Mud (cost ${MUD})`, start: 'Start', goal: 'Goal' }
const MOVES: Record<string, [number, number]> = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] }
const layer = (style: CSSProperties): CSSProperties => ({ position: 'absolute', inset: 0, pointerEvents: 'none', ...style })
const button: CSSProperties = { font: 'inherit', padding: '0.25rem 0.8rem', border: '1px solid var(--noe-border)', borderRadius: 6, background: 'transparent', color: 'inherit', cursor: 'pointer' }

/** What step k of the run did, in words, for the live region; `tool` names what clicking a cell sets. */
function narrate(grid: Grid, strategy: Strategy, run: Run, k: number, tool: string): string {
  const name = (n: number) => cellName(grid, n)
  const step = run.steps[k]!
  const last = run.steps.length - 1
  const weighted = strategy === 'dijkstra' || strategy === 'astar'
  const visited = new Set(step.visited).size
  const entry = (e: { node: number; g: number; f: number }) => (strategy === 'astar' ? `${name(e.node)} (f ${e.f})` : strategy === 'dijkstra' ? `${name(e.node)} (g ${e.g})` : name(e.node))
  const list = step.frontier.length ? step.frontier.slice(0, 6).map(entry).join(', ') + (step.frontier.length > 6 ? ` and ${step.frontier.length - 6} more` : '') : 'empty'
  const order = weighted ? `by ${strategy === 'astar' ? 'f = g + h' : 'g'}` : strategy === 'bfs' ? 'a queue, next first' : 'a stack, top first'
  return (
    step.current === null
      ? `${STRATEGIES[strategy]} search, before the first step: the frontier holds only the start, ${name(grid.start)}. Press Step; clicking a cell now sets ${tool.toLowerCase()}.`
      : `Step ${k} of ${last}: expanded ${name(step.current)} (cost so far ${step.g}). ` +
        (step.path
          ? `It is the goal: path of ${step.path.length - 1} moves and cost ${run.cost}, ${step.path.map(name).join(' → ')}.`
          : k === last
            ? `The frontier is empty: the goal cannot be reached. Visited ${visited} cells.`
            : `Frontier (${order}): ${list}. Visited ${visited} cells.`)
  )
}

/**
 * Breadth-first, depth-first, Dijkstra and A* search on an 8 × 6 grid: the reader edits walls, mud, start and
 * goal, and steps through the run, seeing the node expanded, the frontier, the visited cells and the path.
 */
export default function GraphSearch() {
  const [grid, setGrid] = useState<Grid>(initialGrid)
  const [strategy, setStrategy] = useState<Strategy>('bfs')
  const [tool, setTool] = useState<Tool>('wall')
  const [at, setAt] = useState(0)
  const [focus, setFocus] = useState(grid.start)
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const run = useMemo(() => search(grid, strategy), [grid, strategy])
  const last = run.steps.length - 1
  const k = Math.min(at, last)
  const step = run.steps[k]!
  const name = (n: number) => cellName(grid, n)
  const inFrontier = new Set(step.frontier.map((e) => e.node))
  const visited = new Set(step.visited)

  const edit = (n: number) => {
    const next = editCell(grid, tool, n)
    if (next !== grid) setGrid(next)
  }
  const move = (e: KeyboardEvent, n: number) => {
    const d = MOVES[e.key]
    if (!d) return
    e.preventDefault()
    const to = offset(grid, n, d)
    if (to === null) return
    setFocus(to)
    refs.current[to]?.focus()
  }
  const live = narrate(grid, strategy, run, k, TOOLS[tool])
  const centre = (n: number) => `${(n % grid.cols) + 0.5},${Math.floor(n / grid.cols) + 0.5}`

  return (
    <div className="noe-explorable-body">
      <div style={{ position: 'relative', maxWidth: 400, margin: '0 auto', display: 'grid', gridTemplateColumns: `repeat(${grid.cols}, 1fr)`, gap: 2 }} role="group" aria-label="Grid: arrow keys move between cells, Enter edits a cell">
        {grid.cells.map((cell, n) => (
          <button
            key={n}
            ref={(el) => void (refs.current[n] = el)}
            type="button"
            tabIndex={n === focus ? 0 : -1}
            aria-label={describeCell(grid, step, n)}
            onClick={() => edit(n)}
            onFocus={() => setFocus(n)}
            onKeyDown={(e) => move(e, n)}
            style={{ position: 'relative', aspectRatio: '1', padding: 0, font: 'inherit', fontWeight: 700, color: 'inherit', cursor: 'pointer', border: '1px solid var(--noe-border)', borderRadius: 3, background: cell === 'wall' ? 'var(--noe-fg)' : 'transparent' }}
          >
            {cell === 'mud' ? <span style={layer({ background: 'var(--noe-figure-third)', opacity: 0.3 })} /> : null}
            {visited.has(n) ? <span style={layer({ background: 'var(--noe-figure-accent)', opacity: 0.25 })} /> : null}
            {inFrontier.has(n) ? <span style={layer({ inset: 3, border: '2px dashed var(--noe-figure-accent)', borderRadius: '50%' })} /> : null}
            {n === step.current ? <span style={layer({ border: '3px solid var(--noe-figure-second)', borderRadius: 3 })} /> : null}
            <span style={{ position: 'absolute', top: 1, left: 3, fontSize: '0.6rem', fontWeight: 400, opacity: 0.6 }}>{name(n)}</span>
            <span style={{ position: 'relative' }}>{n === grid.start ? 'S' : n === grid.goal ? 'G' : cell === 'mud' ? MUD : ''}</span>
          </button>
        ))}
        {step.path ? (
          <svg viewBox={`0 0 ${grid.cols} ${grid.rows}`} preserveAspectRatio="none" style={layer({ width: '100%', height: '100%' })} aria-hidden="true">
            <polyline points={step.path.map(centre).join(' ')} fill="none" stroke="var(--noe-figure-accent)" strokeWidth={4} strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
          </svg>
        ) : null}
      </div>
      <p style={{ fontSize: '0.8rem', textAlign: 'center', margin: '0.4rem 0 0' }}>
        S start · G goal · solid: wall · {MUD}: mud · dashed ring: frontier · shaded: visited · heavy border: current · line: path
      </p>
      <div className="noe-explorable-controls">
        <Choice legend="Search" options={(Object.keys(STRATEGIES) as Strategy[]).map((s) => [s, STRATEGIES[s]] as const)} value={strategy} onChange={(s) => setStrategy(s)} />
        <Choice legend="Clicking a cell sets" options={(Object.keys(TOOLS) as Tool[]).map((t) => [t, TOOLS[t]] as const)} value={tool} onChange={(t) => setTool(t)} />
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <button type="button" style={button} title="Back one expansion" aria-disabled={k === 0} onClick={() => setAt(Math.max(0, k - 1))}>Back</button>
          <button type="button" style={button} title="Expand the next node" aria-disabled={k === last} onClick={() => setAt(Math.min(last, k + 1))}>Step</button>
          <button type="button" style={button} title="Run the search to its end" aria-disabled={k === last} onClick={() => setAt(last)}>To the end</button>
          <button type="button" style={button} title="Back to before the first expansion" aria-disabled={k === 0} onClick={() => setAt(0)}>Reset</button>
        </div>
        <p aria-live="polite" style={{ margin: 0 }}>{live}</p>
      </div>
    </div>
  )
}
