'use client'

import { useMemo, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react'
import { useTranslations } from 'use-intl'
import { Choice } from './choice.client'
import { useSentenceGap } from './text'
import { cellName, describeCell, editCell, initialGrid, MUD, offset, search, type Grid, type Run, type Step, type Strategy, type Tool } from '@/lib/explorables/graph-search'

const STRATEGIES: Strategy[] = ['bfs', 'dfs', 'dijkstra', 'astar']
const TOOLS: Tool[] = ['wall', 'mud', 'start', 'goal']
type T = ReturnType<typeof useTranslations<'explorables.graphSearch'>>
const MOVES: Record<string, [number, number]> = { ArrowRight: [0, 1], ArrowLeft: [0, -1], ArrowDown: [1, 0], ArrowUp: [-1, 0] }
const layer = (style: CSSProperties): CSSProperties => ({ position: 'absolute', inset: 0, pointerEvents: 'none', ...style })
const button: CSSProperties = { font: 'inherit', padding: '0.25rem 0.8rem', border: '1px solid var(--noe-border)', borderRadius: 6, background: 'transparent', color: 'inherit', cursor: 'pointer' }

/** What step k of the run did, in words, for the live region; `tool` names what clicking a cell sets, `gap` goes between sentences. */
function narrate(t: T, gap: string, grid: Grid, strategy: Strategy, run: Run, k: number, tool: string): string {
  const name = (n: number) => cellName(grid, n)
  const step = run.steps[k]!
  const last = run.steps.length - 1
  const weighted = strategy === 'dijkstra' || strategy === 'astar'
  const visited = String(new Set(step.visited).size)
  const entry = (e: { node: number; g: number; f: number }) => (strategy === 'astar' ? `${name(e.node)} (f ${e.f})` : strategy === 'dijkstra' ? `${name(e.node)} (g ${e.g})` : name(e.node))
  const shown = step.frontier.slice(0, 6).map(entry).join(t('separator'))
  const list = step.frontier.length ? (step.frontier.length > 6 ? t('more', { list: shown, more: String(step.frontier.length - 6) }) : shown) : t('empty')
  const order = t(weighted ? (strategy === 'astar' ? 'order.f' : 'order.g') : strategy === 'bfs' ? 'order.queue' : 'order.stack')
  if (step.current === null) return t('before', { strategy: t(`strategies.${strategy}`), start: name(grid.start), tool: tool.toLowerCase() })
  const outcome = step.path
    ? t('goal', { moves: String(step.path.length - 1), cost: String(run.cost), path: step.path.map(name).join(' → ') })
    : k === last
      ? t('unreachable', { visited })
      : t('frontier', { order, list, visited })
  return `${t('expanded', { k: String(k), last: String(last), node: name(step.current), g: String(step.g) })}${gap}${outcome}`
}

/** A cell's button's name: "C3, mud, cost 5, visited, on the path". */
function cellLabel(t: T, grid: Grid, step: Step, n: number): string {
  const { name, kind, roles } = describeCell(grid, step, n)
  return [name, t(`cell.${kind}`, { cost: String(MUD) }), ...roles.map((r) => t(`cell.${r}`))].join(t('separator'))
}

/**
 * Breadth-first, depth-first, Dijkstra and A* search on an 8 × 6 grid: the reader edits walls, mud, start and
 * goal, and steps through the run, seeing the node expanded, the frontier, the visited cells and the path.
 */
export default function GraphSearch() {
  const t = useTranslations('explorables.graphSearch')
  const common = useTranslations('explorables.common')
  const gap = useSentenceGap()
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
  const live = narrate(t, gap, grid, strategy, run, k, t(`tools.${tool}`, { cost: String(MUD) }))
  const centre = (n: number) => `${(n % grid.cols) + 0.5},${Math.floor(n / grid.cols) + 0.5}`

  return (
    <div className="noe-explorable-body">
      {/* columns A to H run left to right, as the arrow keys do, in every language */}
      <div dir="ltr" style={{ position: 'relative', maxWidth: 400, margin: '0 auto', display: 'grid', gridTemplateColumns: `repeat(${grid.cols}, 1fr)`, gap: 2 }} role="group" aria-label={t('grid')}>
        {grid.cells.map((cell, n) => (
          <button
            key={n}
            ref={(el) => void (refs.current[n] = el)}
            type="button"
            tabIndex={n === focus ? 0 : -1}
            aria-label={cellLabel(t, grid, step, n)}
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
        {t('key', { mud: String(MUD) })}
      </p>
      <div className="noe-explorable-controls">
        <Choice legend={t('search')} options={STRATEGIES.map((s) => [s, t(`strategies.${s}`)] as const)} value={strategy} onChange={(s) => setStrategy(s)} />
        <Choice legend={t('clickSets')} options={TOOLS.map((o) => [o, t(`tools.${o}`, { cost: String(MUD) })] as const)} value={tool} onChange={(o) => setTool(o)} />
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap' }}>
          <button type="button" style={button} title={t('backTitle')} aria-disabled={k === 0} onClick={() => setAt(Math.max(0, k - 1))}>{common('back')}</button>
          <button type="button" style={button} title={t('stepTitle')} aria-disabled={k === last} onClick={() => setAt(Math.min(last, k + 1))}>{common('step')}</button>
          <button type="button" style={button} title={t('endTitle')} aria-disabled={k === last} onClick={() => setAt(last)}>{common('toTheEnd')}</button>
          <button type="button" style={button} title={t('resetTitle')} aria-disabled={k === 0} onClick={() => setAt(0)}>{common('reset')}</button>
        </div>
        <p aria-live="polite" style={{ margin: 0 }}>{live}</p>
      </div>
    </div>
  )
}
