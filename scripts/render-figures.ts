/**
 * Renders every figure of the site into the figure cache before `next build`, in parallel: TeX in
 * WebAssembly is single-threaded and keeps one engine per process, so figures are shared among child
 * processes (lib/figures/render-worker.mjs), one per core. The build's remark plugin then finds each figure
 * cached. A figure already in the cache is not rendered again, so a warm build renders nothing.
 *   npx tsx scripts/render-figures.ts [--jobs N] [--json FILE]   (or FIGURE_SUMMARY_FILE=FILE, as the bench does)
 * Exits 1, naming file and line, when a figure does not render.
 */
import { fork } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import fg from 'fast-glob'
import { collectFigures } from '../lib/figures/collect.mjs'
import { cacheDir, figureKey } from '../lib/figures/render.mjs'

const root = path.resolve(import.meta.dirname, '..')
const argument = (name: string) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : undefined
}
const jobs = Math.max(1, Number(argument('--jobs')) || Math.min(os.availableParallelism(), 4))

const started = performance.now()
const files = (await fg('content/**/*.mdx', { cwd: root, absolute: true })).sort()
const figures = files.flatMap((file) => collectFigures(file)).filter((f) => f.kind && f.source !== undefined)
const seen = new Set<string>()
const todo: typeof figures = []
let cached = 0
for (const figure of figures) {
  const key = figureKey(figure.kind!, figure.source!)
  if (seen.has(key)) continue
  seen.add(key)
  if (existsSync(path.join(cacheDir(root), `${key}.svg`))) cached++
  else todo.push(figure)
}
// The slow TeX figures first, so no process is left with a long one at the end.
todo.sort((a, b) => Number(b.kind === 'tikz') - Number(a.kind === 'tikz'))

const failures: string[] = []
let bytes = 0
/** Render time by kind, summed over the processes (TeX dominates a cold build). */
const byKind: Record<string, { figures: number; seconds: number }> = {}
if (todo.length) {
  const workers = Array.from({ length: Math.min(jobs, todo.length) }, () => fork(path.join(root, 'lib', 'figures', 'render-worker.mjs'), { cwd: root }))
  let next = 0
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          const send = () => {
            if (next >= todo.length) {
              worker.kill()
              resolve()
              return
            }
            const id = next++
            const figure = todo[id]!
            worker.send({ id, kind: figure.kind, source: figure.source })
          }
          let crashed = false
          worker.on('message', (reply: { id: number; bytes?: number; ms?: number; error?: string; fatal?: boolean }) => {
            const figure = todo[reply.id]!
            if (reply.error) failures.push(`${path.relative(root, figure.file)}:${figure.line}: Figure ${figure.number}: ${reply.error}`)
            else {
              bytes += reply.bytes ?? 0
              const kind = (byKind[figure.kind!] ??= { figures: 0, seconds: 0 })
              kind.figures++
              kind.seconds += (reply.ms ?? 0) / 1000
            }
            // A crash inside TeX leaves that engine unusable: this process stops, the others take the rest.
            if (reply.fatal) crashed = true
            else send()
          })
          worker.on('exit', (code) => {
            if (code && !crashed && next <= todo.length) failures.push(`a figure renderer stopped (exit code ${code})`)
            resolve()
          })
          send()
        }),
    ),
  )
}
const seconds = (performance.now() - started) / 1000
for (const kind of Object.values(byKind)) kind.seconds = Number(kind.seconds.toFixed(2))
const summary = { figures: figures.length, unique: seen.size, rendered: todo.length - failures.length, cached, failed: failures.length, jobs, seconds: Number(seconds.toFixed(2)), byKind }
for (const failure of failures) console.error(failure)
console.log(
  `Figures: ${summary.figures} on ${new Set(figures.map((f) => f.file)).size} pages; ${summary.rendered} rendered` +
    `${todo.length ? ` (${(bytes / 1024).toFixed(0)} KB of SVG)` : ''} by ${jobs} process${jobs > 1 ? 'es' : ''}, ${cached} from the cache, in ${seconds.toFixed(1)} s`,
)
const json = argument('--json') ?? process.env.FIGURE_SUMMARY_FILE
if (json) writeFileSync(json, JSON.stringify(summary, null, 2))
process.exit(failures.length ? 1 : 0)
