#!/usr/bin/env node
/**
 * Page weight of our export against the bare Nextra site built from the same content
 * (scripts/bench/bare-nextra.mjs): first-load JavaScript (gzip -9 of each page's <script src> files;
 * nomodule polyfills and inline scripts, the RSC payload, apart), a field page's HTML and DOM size, and
 * Lighthouse mobile, median of N runs, ours and bare interleaved. Prints a markdown table (ours | bare |
 * ratio) and writes build/bench-weight.json.
 *   node scripts/bench/weight.mjs [--runs N] [--no-lighthouse] [--ours DIR] [--bare DIR]
 * Both exports are only read. Chromium is /usr/bin/chromium (CHROME_PATH overrides it).
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { createGzip } from 'node:zlib'
import { firstLoad as firstLoadOf, gz, htmlOf } from './first-load.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const arg = (name, fallback) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : fallback)
const runs = Number(arg('--runs', 5))
const lighthouseOn = !process.argv.includes('--no-lighthouse')
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const sites = { ours: path.resolve(root, arg('--ours', 'out')), bare: path.resolve(root, arg('--bare', 'build/bare-nextra/site/out')) }
const FIELD = 'mathematics/abstract-algebra'
const JS_PAGES = { field: FIELD, home: 'index', subject: 'mathematics', learn: 'learn', dashboard: 'dashboard', login: 'login' }
const LH_PAGES = [FIELD, 'physics/optics']

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]

/**
 * A static server for an export, with the `.html` fallback Firebase Hosting gives clean URLs, and gzip for
 * text as Hosting compresses it (without it Lighthouse's simulated mobile network sees the raw HTML).
 */
function serve(dir) {
  const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json', '.woff2': 'font/woff2', '.woff': 'font/woff', '.ttf': 'font/ttf', '.txt': 'text/plain', '.png': 'image/png', '.ico': 'image/x-icon' }
  const server = http.createServer((req, res) => {
    const route = decodeURIComponent(new URL(req.url, 'http://x').pathname)
    const file = path.join(dir, route)
    const found = [file, `${file}.html`, path.join(file, 'index.html')].find((f) => f.startsWith(dir) && existsSync(f) && statSync(f).isFile())
    const sent = found ?? path.join(dir, '404.html')
    const gzip = /\.(html|js|css|svg|json|txt)$/.test(sent) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    res.writeHead(found ? 200 : 404, { 'content-type': types[path.extname(sent)] ?? 'application/octet-stream', ...(gzip ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}) })
    if (!existsSync(sent)) res.end('not found')
    else if (gzip) createReadStream(sent).pipe(createGzip()).pipe(res)
    else createReadStream(sent).pipe(res)
  })
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ url: `http://127.0.0.1:${server.address().port}`, close: () => server.close() })))
}

/** Elements in the field page's DOM after load, counted by Chromium. */
async function domCounts(urls) {
  const { chromium } = await import('playwright')
  const browser = await chromium.launch({ executablePath: chromePath, args: ['--no-sandbox'] })
  const counts = {}
  for (const [name, url] of Object.entries(urls)) {
    const page = await browser.newPage()
    await page.goto(`${url}/${FIELD}`, { waitUntil: 'load' })
    counts[name] = await page.evaluate(() => document.getElementsByTagName('*').length)
    await page.close()
  }
  await browser.close()
  return counts
}

/** One Lighthouse run (mobile, the default config) in a fresh Chromium. */
async function lighthouseRun(url) {
  const [{ default: lighthouse }, { launch }] = await Promise.all([import('lighthouse'), import('chrome-launcher')])
  const chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox'] })
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error' })
    const score = (c) => Math.round((lhr.categories[c]?.score ?? NaN) * 100)
    const audit = (a) => lhr.audits[a]?.numericValue ?? NaN
    // What costs the non-performance scores, so a lower score can be explained from the JSON.
    const failing = (c) => (lhr.categories[c]?.auditRefs ?? []).filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id)
    return {
      performance: score('performance'), lcpMs: Math.round(audit('largest-contentful-paint')), tbtMs: Math.round(audit('total-blocking-time')),
      cls: Math.round(audit('cumulative-layout-shift') * 1000) / 1000, accessibility: score('accessibility'), bestPractices: score('best-practices'), seo: score('seo'),
      failing: ['accessibility', 'best-practices', 'seo'].flatMap(failing),
      ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
    }
  } finally {
    chrome.kill()
  }
}

/** N rounds over the pages, ours and bare interleaved (the order alternates per round); medians per metric. */
async function lighthouseAll(urls) {
  const raw = { ours: {}, bare: {} }
  for (let i = 0; i < runs; i++) {
    for (const page of LH_PAGES) {
      for (const name of i % 2 ? ['bare', 'ours'] : ['ours', 'bare']) {
        const run = await lighthouseRun(`${urls[name]}/${page}`)
        console.error(`lighthouse ${i + 1}/${runs} ${name} ${page}: perf ${run.performance}, LCP ${run.lcpMs} ms, TBT ${run.tbtMs} ms`)
        ;(raw[name][page] ??= []).push(run)
      }
    }
  }
  const medians = (list) => Object.fromEntries(Object.keys(list[0]).filter((k) => k !== 'error' && k !== 'failing').map((k) => [k, median(list.map((r) => r[k]))]))
  return Object.fromEntries(Object.entries(raw).map(([name, pages]) => [name, Object.fromEntries(Object.entries(pages).map(([p, list]) => [p, { median: medians(list), runs: list }]))]))
}

function table(result) {
  const kb = (n) => (n == null ? '—' : `${(n / 1024).toFixed(1)} KB`)
  const plain = (n) => (n == null || Number.isNaN(n) ? '—' : String(n))
  const ratio = (a, b) => (a == null || b == null || !b ? '—' : `${(a / b).toFixed(2)}×`)
  const rows = []
  const row = (label, a, b, fmt) => rows.push(`| ${label} | ${fmt(a)} | ${fmt(b)} | ${ratio(a, b)} |`)
  for (const [name, page] of Object.entries(JS_PAGES)) {
    const [a, b] = [result.firstLoad.ours[name], result.firstLoad.bare[name]]
    row(`first-load JS, ${name} (/${page === 'index' ? '' : page}), gzip`, a?.jsGzip, b?.jsGzip, kb)
  }
  row('nomodule polyfills, field page, gzip', result.firstLoad.ours.field?.nomoduleGzip, result.firstLoad.bare.field?.nomoduleGzip, kb)
  row('inline scripts (RSC payload), field page, gzip', result.firstLoad.ours.field?.inlineGzip, result.firstLoad.bare.field?.inlineGzip, kb)
  row(`HTML /${FIELD}, raw`, result.html.ours?.raw, result.html.bare?.raw, kb)
  row(`HTML /${FIELD}, gzip`, result.html.ours?.gzip, result.html.bare?.gzip, kb)
  row(`DOM elements /${FIELD}`, result.dom.ours, result.dom.bare, plain)
  for (const page of result.lighthouse ? LH_PAGES : []) {
    const [a, b] = [result.lighthouse.ours[page].median, result.lighthouse.bare[page].median]
    for (const [k, label] of Object.entries({ performance: 'performance', lcpMs: 'LCP (ms)', tbtMs: 'TBT (ms)', cls: 'CLS', accessibility: 'accessibility', bestPractices: 'best practices', seo: 'SEO' })) {
      row(`Lighthouse mobile /${page}: ${label}`, a[k], b[k], plain)
    }
  }
  return ['| metric | ours | bare Nextra | ratio |', '|---|---:|---:|---:|', ...rows].join('\n')
}

for (const [name, dir] of Object.entries(sites)) {
  if (!existsSync(htmlOf(dir, FIELD))) throw new Error(`weight: ${name} export ${dir} has no ${FIELD}.html (run npm run bench:bare, or pass --${name} DIR)`)
}
const result = { date: new Date().toISOString(), sites, runs: lighthouseOn ? runs : 0, firstLoad: {}, html: {} }
for (const [name, dir] of Object.entries(sites)) {
  result.firstLoad[name] = Object.fromEntries(Object.entries(JS_PAGES).map(([key, page]) => [key, firstLoadOf(dir, page)]))
  const html = readFileSync(htmlOf(dir, FIELD))
  result.html[name] = { raw: html.length, gzip: gz(html) }
}
const servers = Object.fromEntries(await Promise.all(Object.entries(sites).map(async ([name, dir]) => [name, await serve(dir)])))
const urls = Object.fromEntries(Object.entries(servers).map(([name, s]) => [name, s.url]))
try {
  result.dom = await domCounts(urls)
  result.lighthouse = lighthouseOn ? await lighthouseAll(urls) : null
} finally {
  Object.values(servers).forEach((s) => s.close())
}
const bareBuild = path.join(root, 'build', 'bare-nextra', 'build.json')
if (existsSync(bareBuild)) result.bareBuild = JSON.parse(readFileSync(bareBuild, 'utf8'))
console.log(`\nPage weight: ours (${path.relative(root, sites.ours)}) against bare Nextra (${path.relative(root, sites.bare)})${lighthouseOn ? `, Lighthouse median of ${runs}` : ''}\n`)
console.log(table(result))
mkdirSync(path.join(root, 'build'), { recursive: true })
writeFileSync(path.join(root, 'build', 'bench-weight.json'), JSON.stringify(result, null, 2) + '\n')
console.log('\nJSON: build/bench-weight.json')
