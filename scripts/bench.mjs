#!/usr/bin/env node
/**
 * Builds the site and reports, as a table and as JSON (also written to bench-results/latest.json):
 * build wall time, exported page count, export size, and the first-load JavaScript of representative
 * pages, gzipped, from the files each page's HTML makes the browser load (script src) plus inline scripts.
 *   npm run bench             build, then measure
 *   npm run bench -- --no-build   measure the existing out/
 */
import { execSync } from 'node:child_process'
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'out')
const pages = { home: '/', subject: '/mathematics', field: '/mathematics/abstract-algebra' }

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

const kb = (n) => `${(n / 1024).toFixed(1)} KB`
console.log('\nNoether bench')
console.table({
  'build wall time': { value: buildSeconds === null ? 'skipped' : `${result.buildSeconds} s` },
  'HTML pages': { value: result.htmlPages },
  'export size': { value: kb(result.exportBytes) },
  [`HTML of ${pages.field}`]: { value: `${kb(result.fieldHtml.bytes)} (${kb(result.fieldHtml.gzip)} gz)` },
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
