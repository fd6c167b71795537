/**
 * The search benchmark: Noether's dialog beside Pagefind over the same static export, in one run, in
 * Chromium, on this machine.
 *
 *   npm run bench:search                   build, index the export with Pagefind, measure both
 *   npm run bench:search -- --no-build     measure the existing out/
 *   npm run bench:search -- --out DIR      measure another export (an older build, say); Pagefind indexes it too
 *   npm run bench:search -- --quick        20 queries, for a fast look
 *   npm run bench:search -- --queries F    another query set (search-queries-holdout.json: never used to tune)
 *
 * Relevance: every query of scripts/bench/search-queries.json is typed into the real dialog (Ctrl+K, 60 ms
 * a key), and the results are read in the order the list shows them; a hit is an item that opens one of
 * the query's target pages (at the page or an anchor in it). hit@1, hit@5 and MRR (over the first 10).
 * Pagefind answers the same queries through its own JavaScript API (the one its UI uses); its results are
 * pages, read in its order. Pagefind is a dev dependency used only here and never ships in the site.
 * Bytes: everything fetched from the shortcut (or Pagefind's import) until the first query's results and
 * their excerpts are on screen, on a cold cache, gzip-compressed as a server would send it.
 * Latency: from each keystroke to its complete results on screen (the dialog's `search:results`
 * measures), after the first query; for Pagefind, search plus the data of the first five results.
 * Lost keystrokes: "linaer algebra" typed at 60 ms a key right after Ctrl+K on a fresh page, five times.
 * Prints a side-by-side table and writes bench-results/search.json.
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type Page } from '@playwright/test'
import * as pagefind from 'pagefind'

const root = path.resolve(import.meta.dirname, '../..')
const args = process.argv.slice(2)
const flag = (name: string) => args.includes(name)
const option = (name: string) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined)
const out = path.resolve(option('--out') ?? path.join(root, 'out'))
const resultsDir = path.join(root, 'bench-results')
const pagefindDir = path.join(resultsDir, 'pagefind')
const KEY_DELAY_MS = 60
const START_PAGE = '/mathematics/abstract-algebra'
const BYTES_QUERIES = ['linear algebra', 'Savitch', 'how do wings generate lift', 'eigenv', 'machine learning']

interface Query {
  kind: string
  q: string
  targets: string[]
}
const queryFile = path.resolve(option('--queries') ?? path.join(root, 'scripts/bench/search-queries.json'))
let queries: Query[] = JSON.parse(readFileSync(queryFile, 'utf8')).queries
if (flag('--quick')) queries = queries.filter((_, i) => i % 9 === 0)

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
}

/** A static server for the export with Firebase Hosting's clean URLs, and Pagefind's files beside it. */
function serve(): Promise<Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.wasm': 'application/wasm', '.svg': 'image/svg+xml', '.txt': 'text/plain' }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    const pathname = decodeURIComponent(url.pathname)
    const base = pathname.startsWith('/pagefind/') ? path.join(pagefindDir, pathname.slice('/pagefind/'.length)) : path.join(out, pathname)
    const candidates = [base, `${base}.html`, path.join(base, 'index.html')]
    const file = candidates.find((f) => existsSync(f) && statSync(f).isFile())
    if (!file) {
      res.writeHead(404).end('not found')
      return
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)))
}

async function buildPagefind() {
  rmSync(pagefindDir, { recursive: true, force: true })
  const { index, errors } = await pagefind.createIndex({})
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`)
  const added = await index.addDirectory({ path: out })
  await index.writeFiles({ outputPath: pagefindDir })
  await pagefind.close()
  return added.page_count
}

const gz = (body: Buffer) => gzipSync(body).length
const routeOf = (href: string) => {
  const route = href.replace(/^[a-z]+:/, '').split('#')[0]!.replace(/\.html$/, '').replace(/\/index$/, '')
  return route === '' ? '/' : route
}

/** Records every response's gzip size from now on; `settle` waits until the network has been quiet. */
function recorder(page: Page) {
  let bytes = 0
  const inflight = new Set<unknown>()
  let lastChange = Date.now()
  const files: string[] = []
  page.on('request', (request) => {
    inflight.add(request)
    lastChange = Date.now()
  })
  const done = (request: unknown) => {
    inflight.delete(request)
    lastChange = Date.now()
  }
  page.on('requestfailed', done)
  page.on('requestfinished', async (request) => {
    try {
      const body = (await request.response())?.ok() ? await (await request.response())!.body() : undefined
      if (body) {
        bytes += gz(body)
        files.push(`${new URL(request.url()).pathname} ${gz(body)}`)
      }
    } catch {
      // a redirect or an aborted body has none
    }
    done(request)
  })
  return {
    reset() {
      bytes = 0
      files.length = 0
    },
    get bytes() {
      return bytes
    },
    files,
    async settle(quietMs = 400, maxMs = 15_000) {
      const start = Date.now()
      while ((inflight.size > 0 || Date.now() - lastChange < quietMs) && Date.now() - start < maxMs) await page.waitForTimeout(50)
    },
  }
}

const dialogInput = (page: Page) => page.locator('[role="dialog"] input').first()

/**
 * Waits until the dialog shows the complete results for `q`. A dialog that does not say (an older build)
 * is given the time its index needs and then read once nothing is loading.
 */
async function settled(page: Page, q: string) {
  if ((await page.locator('[cmdk-list][data-settled]').count()) === 0) {
    await page.waitForTimeout(1500)
    await page.locator('[cmdk-loading]').waitFor({ state: 'detached', timeout: 30_000 })
    await page.waitForTimeout(300)
    return
  }
  await page.locator(`[cmdk-list][data-settled="true"][data-query="${q.replace(/"/g, '\\"')}"]`).waitFor({ timeout: 30_000 })
}

/** Types `q` into a freshly opened dialog and returns the hrefs of its items in list order. */
async function noetherQuery(page: Page, q: string): Promise<string[]> {
  await page.keyboard.press('Control+k')
  await page.keyboard.type(q, { delay: KEY_DELAY_MS })
  await settled(page, q)
  const hrefs = await page.$$eval('[role="dialog"] [cmdk-item]', (items) =>
    items.map((i) => i.getAttribute('data-href') ?? i.getAttribute('data-value') ?? ''),
  )
  await page.keyboard.press('Escape')
  await page.locator('[cmdk-root]').waitFor({ state: 'detached' })
  return hrefs.filter((h) => h.includes('/')).map(routeOf)
}

async function pagefindQuery(page: Page, q: string): Promise<string[]> {
  return page.evaluate(async (query) => {
    // @ts-expect-error: Pagefind's runtime, served from the bench's own folder
    const pf = await import('/pagefind/pagefind.js')
    const search = await pf.search(query)
    const data = await Promise.all(search.results.slice(0, 10).map((r: { data: () => Promise<{ url: string }> }) => r.data()))
    return data.map((d: { url: string }) => d.url)
  }, q).then((urls) => urls.map(routeOf))
}

function score(ranked: string[][]) {
  const rows = queries.map((query, i) => {
    const rank = (ranked[i] ?? []).slice(0, 10).findIndex((r) => query.targets.includes(r))
    return { ...query, rank, top: ranked[i]?.[0] ?? '' }
  })
  const summarize = (list: typeof rows) => ({
    n: list.length,
    hit1: list.filter((r) => r.rank === 0).length / list.length,
    hit5: list.filter((r) => r.rank >= 0 && r.rank < 5).length / list.length,
    mrr: list.reduce((n, r) => n + (r.rank >= 0 ? 1 / (r.rank + 1) : 0), 0) / list.length,
  })
  const kinds = [...new Set(rows.map((r) => r.kind))]
  return { all: summarize(rows), byKind: Object.fromEntries(kinds.map((k) => [k, summarize(rows.filter((r) => r.kind === k))])), misses: rows.filter((r) => r.rank !== 0) }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN
}
const median = (values: number[]) => percentile(values, 50)

async function freshPage(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const page = await context.newPage()
  await page.goto(`${base}${START_PAGE}`)
  await page.waitForLoadState('networkidle')
  return { context, page }
}

async function noetherFirstQueryBytes(browser: Browser, base: string, q: string) {
  const { context, page } = await freshPage(browser, base)
  const net = recorder(page)
  await net.settle()
  net.reset()
  await page.keyboard.press('Control+k')
  await page.keyboard.type(q, { delay: KEY_DELAY_MS })
  await settled(page, q)
  await net.settle()
  const bytes = net.bytes
  await context.close()
  return bytes
}

async function pagefindFirstQueryBytes(browser: Browser, base: string, q: string) {
  const { context, page } = await freshPage(browser, base)
  const net = recorder(page)
  await net.settle()
  net.reset()
  await page.evaluate(async (query) => {
    // @ts-expect-error: Pagefind's runtime, served from the bench's own folder
    const pf = await import('/pagefind/pagefind.js')
    const search = await pf.search(query)
    await Promise.all(search.results.slice(0, 5).map((r: { data: () => Promise<unknown> }) => r.data()))
  }, q)
  await net.settle()
  const bytes = net.bytes
  await context.close()
  return bytes
}

async function lostKeystrokes(browser: Browser, base: string, runs = 5) {
  const typed = 'linaer algebra'
  let lost = 0
  for (let run = 0; run < runs; run++) {
    const { context, page } = await freshPage(browser, base)
    await page.keyboard.press('Control+k')
    await page.keyboard.type(typed, { delay: KEY_DELAY_MS })
    await page.waitForTimeout(300)
    const value = await dialogInput(page).inputValue()
    lost += typed.length - commonSubsequence(value, typed)
    await context.close()
  }
  return { lost, typed: typed.length * runs }
}
/** The length of the longest common subsequence: the keys of `b` that arrived, in order, in `a`. */
function commonSubsequence(a: string, b: string): number {
  let prev = new Array<number>(b.length + 1).fill(0)
  for (const ch of a) {
    const row = [0]
    for (let j = 1; j <= b.length; j++) row.push(ch === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, row[j - 1]!))
    prev = row
  }
  return prev[b.length]!
}

async function main() {
  if (!option('--out') && !flag('--no-build')) {
    execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  }
  mkdirSync(resultsDir, { recursive: true })
  const pages = await buildPagefind()
  const server = await serve()
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const browser = await chromium.launch(launchOptions)
  try {
    // Bytes for a first query, on a cold cache each time.
    const noetherBytes: number[] = []
    const pagefindBytes: number[] = []
    for (const q of BYTES_QUERIES) {
      noetherBytes.push(await noetherFirstQueryBytes(browser, base, q))
      pagefindBytes.push(await pagefindFirstQueryBytes(browser, base, q))
    }

    // Relevance and latency, one warm page each.
    const noether = await freshPage(browser, base)
    const noetherRanked: string[][] = []
    for (const { q } of queries) noetherRanked.push(await noetherQuery(noether.page, q))
    const measures = await noether.page.evaluate(() => performance.getEntriesByName('search:results').map((e) => e.duration))
    await noether.context.close()

    const pf = await freshPage(browser, base)
    const pagefindRanked: string[][] = []
    const pagefindLatency: number[] = []
    for (const { q } of queries) {
      pagefindRanked.push(await pagefindQuery(pf.page, q))
      for (let i = 1; i <= q.length; i++) {
        pagefindLatency.push(
          await pf.page.evaluate(async (prefix) => {
            // @ts-expect-error: Pagefind's runtime
            const pagefind = await import('/pagefind/pagefind.js')
            const start = performance.now()
            const search = await pagefind.search(prefix)
            await Promise.all(search.results.slice(0, 5).map((r: { data: () => Promise<unknown> }) => r.data()))
            return performance.now() - start
          }, q.slice(0, i)),
        )
      }
    }
    await pf.context.close()

    const keys = await lostKeystrokes(browser, base)
    const result = {
      date: new Date().toISOString(),
      export: path.relative(root, out) || out,
      queryFile: path.relative(root, queryFile),
      queries: queries.length,
      pagefindPages: pages,
      noether: {
        ...score(noetherRanked),
        firstQueryGzip: { median: median(noetherBytes), max: Math.max(...noetherBytes), each: noetherBytes },
        latencyMs: { p50: median(measures), p95: percentile(measures, 95), samples: measures.length },
        lostKeystrokes: keys,
      },
      pagefind: {
        ...score(pagefindRanked),
        firstQueryGzip: { median: median(pagefindBytes), max: Math.max(...pagefindBytes), each: pagefindBytes },
        latencyMs: { p50: median(pagefindLatency), p95: percentile(pagefindLatency, 95), samples: pagefindLatency.length },
      },
    }
    writeFileSync(path.join(resultsDir, 'search.json'), `${JSON.stringify(result, null, 2)}\n`)
    print(result)
  } finally {
    await browser.close()
    server.close()
  }
}

function print(r: { queries: number; noether: ReturnType<typeof score> & Record<string, unknown>; pagefind: ReturnType<typeof score> & Record<string, unknown> } & Record<string, unknown>) {
  const n = r.noether as ReturnType<typeof score> & { firstQueryGzip: { median: number; max: number }; latencyMs: { p50: number; p95: number }; lostKeystrokes: { lost: number; typed: number } }
  const p = r.pagefind as ReturnType<typeof score> & { firstQueryGzip: { median: number; max: number }; latencyMs: { p50: number; p95: number } }
  const f = (x: number) => x.toFixed(3)
  const kb = (x: number) => `${(x / 1024).toFixed(1)} KB`
  const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(2)}×` : '')
  const rows: [string, string, string, string][] = [
    ['hit@1', f(n.all.hit1), f(p.all.hit1), ratio(n.all.hit1, p.all.hit1)],
    ['hit@5', f(n.all.hit5), f(p.all.hit5), ratio(n.all.hit5, p.all.hit5)],
    ['MRR', f(n.all.mrr), f(p.all.mrr), ratio(n.all.mrr, p.all.mrr)],
    ...Object.keys(n.byKind).map((k): [string, string, string, string] => [
      `  ${k} (${n.byKind[k]!.n}) hit@1 / MRR`,
      `${f(n.byKind[k]!.hit1)} / ${f(n.byKind[k]!.mrr)}`,
      `${f(p.byKind[k]!.hit1)} / ${f(p.byKind[k]!.mrr)}`,
      '',
    ]),
    ['first query, gzip (median; max)', `${kb(n.firstQueryGzip.median)}; ${kb(n.firstQueryGzip.max)}`, `${kb(p.firstQueryGzip.median)}; ${kb(p.firstQueryGzip.max)}`, ratio(n.firstQueryGzip.median, p.firstQueryGzip.median)],
    ['keystroke → results p50 / p95', Number.isNaN(n.latencyMs.p50) ? 'not measured' : `${n.latencyMs.p50.toFixed(1)} / ${n.latencyMs.p95.toFixed(1)} ms`, `${p.latencyMs.p50.toFixed(1)} / ${p.latencyMs.p95.toFixed(1)} ms`, ratio(n.latencyMs.p95, p.latencyMs.p95)],
    ['keystrokes lost at 60 ms/key after Ctrl+K', `${n.lostKeystrokes.lost} of ${n.lostKeystrokes.typed}`, 'n/a (no dialog)', ''],
  ]
  const widths = [0, 1, 2, 3].map((c) => Math.max(...rows.map((row) => row[c]!.length), ['', 'Noether', 'Pagefind', 'ratio'][c]!.length))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  console.log(`\nSearch benchmark: ${r.queries} queries (${String(r.queryFile)}), export ${String(r.export)}\n`)
  console.log(line(['', 'Noether', 'Pagefind', 'ratio']))
  console.log(line(widths.map((w) => '-'.repeat(w))))
  for (const row of rows) console.log(line(row))
  console.log(`\nNoether misses (rank, query → top):`)
  for (const m of n.misses) console.log(`  ${m.rank < 0 ? '-' : m.rank + 1}  [${m.kind}] ${m.q} → ${m.top}`)
}

await main()
