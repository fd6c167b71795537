#!/usr/bin/env node
/**
 * Builds the site and reports, as a table and as JSON (also written to bench-results/latest.json):
 * build wall time, exported page count, export size, and the first-load JavaScript of representative
 * pages, gzipped, from the files each page's HTML makes the browser load (script src) plus inline scripts.
 *   npm run bench             build, then measure
 *   npm run bench -- --no-build   measure the existing out/
 * Also: the search index (raw and gzipped size, time to load it into flexsearch, query time over a fixed
 * query set: median and p95), and the field page's first-load script files against scripts/bench-baseline.json
 * (its inline RSC payload, which is the page's content, is reported beside them).
 * Runs under tsx (it imports the search code from lib/).
 */
import { execSync } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { buildSearchIndex } from '../lib/search/build-index.ts'
import { createFullTextSearch } from '../lib/search/query.ts'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'out')
const pages = { home: '/', subject: '/mathematics', field: '/mathematics/abstract-algebra', dashboard: '/dashboard' }

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  )
}

const gz = (buf) => gzipSync(buf, { level: 9 }).length

function firstLoadJs(route) {
  const file = route === '/' ? path.join(out, 'index.html') : path.join(out, `${route.slice(1)}.html`)
  const html = readFileSync(file, 'utf8')
  const srcs = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]))]
  const files = srcs.filter((s) => s.startsWith('/')).map((s) => readFileSync(path.join(out, decodeURIComponent(s.split('?')[0]))))
  const inline = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n')
  const scriptsGz = files.reduce((n, b) => n + gz(b), 0)
  const inlineGz = gz(Buffer.from(inline))
  return { scripts: srcs.length, scriptsGzip: scriptsGz, inlineGzip: inlineGz, totalGzip: scriptsGz + inlineGz }
}

let buildSeconds = null
if (!process.argv.includes('--no-build')) {
  const start = process.hrtime.bigint()
  execSync('npm run build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } })
  buildSeconds = Number(process.hrtime.bigint() - start) / 1e9
}

const files = walk(out)
const result = {
  date: new Date().toISOString(),
  buildSeconds: buildSeconds === null ? null : Math.round(buildSeconds * 10) / 10,
  htmlPages: files.filter((f) => f.endsWith('.html')).length,
  exportBytes: files.reduce((n, f) => n + statSync(f).size, 0),
  fieldHtml: (() => {
    const html = readFileSync(path.join(out, `${pages.field.slice(1)}.html`))
    return { route: pages.field, bytes: html.length, gzip: gz(html) }
  })(),
  firstLoadJs: Object.fromEntries(Object.entries(pages).map(([name, route]) => [name, { route, ...firstLoadJs(route) }])),
}

// Search: the index as the browser receives it, then queries as the dialog runs them.
const QUERIES = ['group', 'Lagrange', 'eigenvalue', 'entropy', 'halting problem', 'Maxwell', 'quantum', 'gradient descent',
  'Bayes', 'convex hull', 'Navier-Stokes', 'black hole', 'RSA', 'Fourier', 'stress strain', 'derivative', 'graph colouring',
  'neural network', 'thermodynamics', 'ubgro']
const indexFile = path.join(out, 'search', 'en-US.json')
const indexBuf = readFileSync(indexFile)
const t0 = performance.now()
const search = createFullTextSearch(JSON.parse(indexBuf.toString('utf8')))
const loadMs = performance.now() - t0
const fresh = buildSearchIndex('en-US', root)
// A fixed query set: the list above plus every field topic, each run once (so flexsearch's result cache,
// which only helps repeated queries, never answers).
const queries = [...new Set([...QUERIES, ...Object.values(fresh.pages).flatMap((p) => p.keywords)])]
search.search('warm up')
const times = []
for (const q of queries) {
  const start = performance.now()
  search.search(q)
  times.push(performance.now() - start)
}
times.sort((a, b) => a - b)
const pct = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]
result.search = {
  indexBytes: indexBuf.length,
  indexGzip: gz(indexBuf),
  pages: Object.keys(fresh.pages).length,
  sections: Object.values(fresh.pages).reduce((n, p) => n + Object.keys(p.data).length, 0),
  loadMs: Math.round(loadMs),
  queries: times.length,
  medianMs: Math.round(pct(50) * 1000) / 1000,
  p95Ms: Math.round(pct(95) * 1000) / 1000,
}
// A visitor's field page must carry no Firestore code: no first-load script contains the SDK's endpoint.
{
  const html = readFileSync(path.join(out, 'mathematics', 'abstract-algebra.html'), 'utf8')
  const srcs = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]))].filter((s) => s.startsWith('/'))
  const withFirestore = srcs.filter((s) => readFileSync(path.join(out, decodeURIComponent(s.split('?')[0])), 'utf8').includes('firestore.googleapis.com'))
  result.fieldPageFirestoreFree = withFirestore.length === 0
}
const baseline = JSON.parse(readFileSync(path.join(root, 'scripts', 'bench-baseline.json'), 'utf8'))
// The budget is on the script files, the code every field page loads; the inline scripts carry the page's
// own RSC payload, which grows with its text and formulas, so their growth is reported beside it.
result.fieldJsGrowth = {
  baselineGzip: baseline.fieldScriptsGzip,
  nowGzip: result.firstLoadJs.field.scriptsGzip,
  growthBytes: result.firstLoadJs.field.scriptsGzip - baseline.fieldScriptsGzip,
  budgetBytes: baseline.budgetBytes,
  inlineGrowthBytes: result.firstLoadJs.field.inlineGzip - baseline.fieldInlineGzip,
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
const signed = (n) => `${n >= 0 ? '+' : ''}${kb(n)}`
console.log('\nNoether bench')
console.table({
  'build wall time': { value: buildSeconds === null ? 'skipped' : `${result.buildSeconds} s` },
  'HTML pages': { value: result.htmlPages },
  'export size': { value: kb(result.exportBytes) },
  [`HTML of ${pages.field}`]: { value: `${kb(result.fieldHtml.bytes)} (${kb(result.fieldHtml.gzip)} gz)` },
  'search index': { value: `${kb(result.search.indexBytes)} (${kb(result.search.indexGzip)} gz), ${result.search.pages} pages, ${result.search.sections} sections` },
  'search index load': { value: `${result.search.loadMs} ms` },
  'search query': { value: `median ${result.search.medianMs} ms, p95 ${result.search.p95Ms} ms (${result.search.queries} queries)` },
  'field page carries Firestore code': { value: result.fieldPageFirestoreFree ? 'no' : 'YES (regression)' },
  'field page script files vs baseline': {
    value: `${signed(result.fieldJsGrowth.growthBytes)} gz (budget ${kb(result.fieldJsGrowth.budgetBytes)})${result.fieldJsGrowth.growthBytes > result.fieldJsGrowth.budgetBytes ? ' OVER BUDGET' : ''}`,
  },
  'field page inline payload vs baseline': { value: `${signed(result.fieldJsGrowth.inlineGrowthBytes)} gz (its content; not budgeted)` },
  ...Object.fromEntries(
    Object.entries(result.firstLoadJs).map(([name, r]) => [
      `first-load JS, ${name} (${r.route})`,
      { value: `${kb(r.totalGzip)} gz (${r.scripts} files ${kb(r.scriptsGzip)} + inline ${kb(r.inlineGzip)})` },
    ]),
  ),
})
console.log(JSON.stringify(result, null, 2))
mkdirSync(path.join(root, 'bench-results'), { recursive: true })
writeFileSync(path.join(root, 'bench-results', 'latest.json'), JSON.stringify(result, null, 2) + '\n')
