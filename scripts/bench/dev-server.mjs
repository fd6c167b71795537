/**
 * The author's loop, measured: how long `npm run dev` (Next on Turbopack) takes to serve a field page the
 * first time, and to serve it again after its MDX file changes.
 *
 *   npm run bench:dev [-- --page /mathematics/abstract-algebra] [--edits 3] [--port 3123]
 *
 * Three starts of the dev server, one after the other:
 *   cold        Turbopack's persistent cache (.next/dev/cache) removed first: a fresh clone, or after `rm -rf .next`
 *   warm        the cache the cold start left
 *   warm again  the cache the warm start left: a later day's `npm run dev`
 * In each: seconds from starting the command to "Ready", and to the first complete answer for the page (its
 * formulas typeset). Then, in the last start, `--edits` times: a paragraph with a new marker is added to the
 * page's MDX file and the page is fetched until the marker is in it. The file is put back however the bench
 * ends. No emulators are needed: the page is rendered on the server, its account island runs in the browser.
 * Results: a table, bench-results/dev.json, and each start's server log (bench-results/dev-*.log).
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..', '..')
const argument = (name, fallback) => {
  const i = process.argv.indexOf(name)
  return i > 0 ? process.argv[i + 1] : fallback
}
const route = argument('--page', '/mathematics/abstract-algebra')
const edits = Number(argument('--edits', '3'))
const port = Number(argument('--port', '3123'))
const file = path.join(root, 'content', `${route.slice(1)}.mdx`)
if (!existsSync(file)) throw new Error(`no content file for ${route} (looked for ${path.relative(root, file)})`)
const original = readFileSync(file, 'utf8')
const restore = () => {
  if (readFileSync(file, 'utf8') !== original) writeFileSync(file, original)
}
process.on('exit', restore)
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))

const seconds = (since) => Math.round((performance.now() - since) / 100) / 10
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** The page's HTML, or undefined while the server cannot answer it yet. */
async function fetchPage() {
  try {
    const response = await fetch(`http://127.0.0.1:${port}${route}`, { signal: AbortSignal.timeout(180_000) })
    return response.ok ? await response.text() : undefined
  } catch {
    return undefined
  }
}

/** Fetches the page until `done(html)`, for at most `limit` seconds; returns the seconds it took. */
async function until(done, limit, what) {
  const started = performance.now()
  while (performance.now() - started < limit * 1000) {
    const html = await fetchPage()
    if (html !== undefined && done(html)) return seconds(started)
    await sleep(200)
  }
  throw new Error(`${what}: not within ${limit} s`)
}

/** Starts `next dev`; resolves once it prints Ready, with the server and the seconds that took. */
function startServer() {
  const started = performance.now()
  const server = spawn('npx', ['next', 'dev', '--turbopack', '-p', String(port)], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let log = ''
  let exited = false
  let stopping = false
  const exit = new Promise((resolve) => server.on('exit', () => resolve((exited = true))))
  const signal = (name) => {
    try {
      process.kill(-server.pid, name)
    } catch {
      // already gone
    }
  }
  // Turbopack writes its persistent cache as the server shuts down: stop it as Ctrl+C does and wait, so
  // the warm start finds what the cold one compiled.
  const stop = async () => {
    stopping = true
    signal('SIGINT')
    await Promise.race([exit, sleep(60_000)])
    if (!exited) signal('SIGKILL')
  }
  process.on('exit', () => exited || signal('SIGKILL'))
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      log += chunk
      if (/Ready in/.test(log)) resolve({ started, ready: seconds(started), stop, log: () => log })
    }
    server.stdout.on('data', onData)
    server.stderr.on('data', onData)
    server.on('exit', (code) => stopping || reject(new Error(`next dev exited with ${code} before it was ready:\n${log.slice(-2000)}`)))
  })
}

/** One start: ready, then the first complete answer for the page (its formulas typeset). */
async function start(kind) {
  if (kind === 'cold') rmSync(path.join(root, '.next', 'dev'), { recursive: true, force: true })
  const server = await startServer()
  try {
    await until((html) => html.includes('<math'), 300, `${kind} start, first answer for ${route}`)
    return { server, result: { ready: server.ready, firstPage: seconds(server.started) } }
  } catch (error) {
    await server.stop()
    throw error
  }
}

/**
 * Waits until Turbopack has written its persistent cache after the cold start (it does so in the
 * background once compiling settles): the cache files exist and their size has not changed for 3 s.
 */
async function cachePersisted() {
  const dir = path.join(root, '.next', 'dev', 'cache')
  const bytes = (file) => {
    const stat = statSync(path.join(dir, String(file)))
    return stat.isFile() ? stat.size : 0
  }
  const size = () => (existsSync(dir) ? readdirSync(dir, { recursive: true }).reduce((n, f) => n + bytes(f), 0) : 0)
  let last = -1
  let steadySince = performance.now()
  const started = performance.now()
  while (performance.now() - started < 120_000) {
    const now = size()
    if (now !== last) [last, steadySince] = [now, performance.now()]
    else if (now > 0 && performance.now() - steadySince > 3000) return
    await sleep(500)
  }
}

/**
 * Puts a paragraph with a new marker after the frontmatter (replacing the previous edit's) and waits
 * until the page shows it. Each edit changes the file from the last one, so none waits on the watcher
 * noticing a return to a content it has seen before.
 */
async function edit(n) {
  const marker = `Bench edit marker ${Date.now().toString(36)}${n}`
  const [, frontmatter, body] = /^(---\n[\s\S]*?\n---\n)([\s\S]*)$/.exec(original) ?? ['', '', original]
  writeFileSync(file, `${frontmatter}\n${marker}.\n\n${body}`)
  return until((html) => html.includes(marker), 120, `edit ${n}`)
}

const cold = await start('cold')
await cachePersisted()
await cold.server.stop()
const warm = await start('warm')
await warm.server.stop()
const again = await start('warm again')
const editSeconds = []
try {
  await sleep(1000)
  for (let n = 1; n <= edits; n++) {
    editSeconds.push(await edit(n))
    await sleep(1000)
  }
} finally {
  restore()
  await again.server.stop()
}
mkdirSync(path.join(root, 'bench-results'), { recursive: true })
for (const [name, run] of Object.entries({ cold, warm, again })) writeFileSync(path.join(root, 'bench-results', `dev-${name}.log`), run.server.log())

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const result = {
  date: new Date().toISOString(),
  route,
  cold: cold.result,
  warm: warm.result,
  warmAgain: again.result,
  edits: editSeconds,
  editMedian: editSeconds.length ? median(editSeconds) : null,
  goals: { firstPage: 15, edit: 3 },
}
writeFileSync(path.join(root, 'bench-results', 'dev.json'), `${JSON.stringify(result, null, 2)}\n`)
console.table({
  'cold start (no Turbopack cache): ready / first page': { seconds: `${result.cold.ready} / ${result.cold.firstPage}` },
  'warm start (the cold start’s cache): ready / first page': { seconds: `${result.warm.ready} / ${result.warm.firstPage}` },
  'warm start again (the warm start’s cache): ready / first page': { seconds: `${result.warmAgain.ready} / ${result.warmAgain.firstPage}` },
  [`edit shown (${editSeconds.length} edits, median)`]: { seconds: `${editSeconds.join(', ')} (${result.editMedian})` },
  'goals: first page / edit': { seconds: '≤ 15 / ≤ 3' },
})
process.exit(0)
