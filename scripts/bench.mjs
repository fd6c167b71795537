#!/usr/bin/env node
/**
 * Builds the site and reports, as a table and as JSON (also written to bench-results/latest.json):
 * build wall time, exported page count, export size, and the first-load JavaScript of representative
 * pages, gzipped, from the files each page's HTML makes the browser load (script src) plus inline scripts.
 *   npm run bench             build, then measure
 *   npm run bench -- --no-build   measure the existing out/
 * Also: the search index as the browser fetches it (metadata, term shards, page texts: gzipped sizes; the
 * relevance, first-query bytes and latency against Pagefind are `npm run bench:search`), and the field
 * page's first-load script files against scripts/bench-baseline.json (its inline RSC payload, which is the
 * page's content, is reported beside them).
 * Figures: the build runs three times. Twice from clean (no webpack cache, as on a fresh clone or in CI): first
 * with an empty figure cache (a cold build: every figure is rendered), then with that cache filled (the same
 * build rendering nothing); their ratio is what rendering adds to a cold build (budget 20%). Then once more
 * with both caches kept (a warm rebuild: nothing is rendered). From the
 * export: figures and explorables per subject, the bytes of their static SVG, and the first-load script files
 * of a field page with figures against one without (static figures must add no JavaScript).
 *   npm run bench -- --warm-only   one build with the usual cache (faster; no cold figure)
 * Page weight: then builds a bare Nextra site from our content and compares the two (scripts/bench/weight.mjs:
 * first-load JS, HTML and DOM of a field page, Lighthouse mobile, median of 5); --no-weight skips it.
 * Every build reports its wall time and the peak memory of its process tree.
 * Runs under tsx (it imports the search code from lib/).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { locales, localeOfTag } from '../lib/i18n/locales'
import { PAGE_FONT_PATH } from '../lib/mdx/math-font-names.mjs'
import { firstLoad, gz } from './bench/first-load.mjs'
import { runMeasured } from './bench/process-tree.mjs'

const root = path.resolve(import.meta.dirname, '..')
const out = path.join(root, 'out')
const pages = { home: '/', subject: '/mathematics', field: '/mathematics/abstract-algebra', dashboard: '/dashboard' }

function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  )
}

/** The bench's first-load figure: every script file (modules and nomodule polyfills) plus the inline payload. */
function firstLoadJs(route) {
  const { files, jsGzip, nomoduleGzip, inlineGzip } = firstLoad(out, route)
  return { scripts: files, scriptsGzip: jsGzip + nomoduleGzip, inlineGzip, totalGzip: jsGzip + nomoduleGzip + inlineGzip }
}

/**
 * One `npm run build`, timed, with the figure renderer's summary; `clean` first drops what a fresh clone
 * lacks: the webpack cache and the pages' math-font cuts (lib/mdx/math-font.mjs).
 */
async function build(env, { clean = false } = {}) {
  if (clean) {
    rmSync(path.join(root, '.next', 'cache'), { recursive: true, force: true })
    rmSync(path.join(root, 'public', PAGE_FONT_PATH), { recursive: true, force: true })
  }
  const figures = path.join(mkdtempSync(path.join(os.tmpdir(), 'noether-bench-')), 'figures.json')
  const { seconds, peakRssMb } = await runMeasured('npm', ['run', 'build'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: '1', FIGURE_SUMMARY_FILE: figures },
  })
  const summary = JSON.parse(readFileSync(figures, 'utf8'))
  rmSync(path.dirname(figures), { recursive: true, force: true })
  return { seconds, peakRssMb, figuresRendered: summary.rendered, figuresFromCache: summary.cached, figureSeconds: summary.seconds, byKind: summary.byKind ?? {} }
}

let buildSeconds = null
let builds = null
if (!process.argv.includes('--no-build')) {
  if (process.argv.includes('--warm-only')) {
    builds = { warm: await build({}) }
  } else {
    const cache = mkdtempSync(path.join(os.tmpdir(), 'noether-build-cache-'))
    try {
      const cold = await build({ BUILD_CACHE_DIR: cache }, { clean: true })
      const cleanCached = await build({ BUILD_CACHE_DIR: cache }, { clean: true })
      builds = { cold, cleanCached, warm: await build({ BUILD_CACHE_DIR: cache }) }
    } finally {
      rmSync(cache, { recursive: true, force: true })
    }
    builds.coldGrowth = Math.round((builds.cold.seconds / builds.cleanCached.seconds - 1) * 1000) / 1000
    // For comparison only: the cold build against a warm rebuild mixes in webpack's own cache.
    builds.coldOverWarm = Math.round((builds.cold.seconds / builds.warm.seconds - 1) * 1000) / 1000
  }
  buildSeconds = builds.warm.seconds
}

const files = walk(out)
const result = {
  date: new Date().toISOString(),
  buildSeconds,
  builds,
  htmlPages: files.filter((f) => f.endsWith('.html')).length,
  exportBytes: files.reduce((n, f) => n + statSync(f).size, 0),
  fieldHtml: (() => {
    const html = readFileSync(path.join(out, `${pages.field.slice(1)}.html`))
    return { route: pages.field, bytes: html.length, gzip: gz(html) }
  })(),
  firstLoadJs: Object.fromEntries(Object.entries(pages).map(([name, route]) => [name, { route, ...firstLoadJs(route) }])),
}

// The export by language: each language's pages (HTML and their RSC payload files) and its search index;
// what is left (scripts, styles, fonts, figures, the 404) is shared by all three.
{
  const prefixes = locales.filter((l) => l.prefix).map((l) => l.prefix.slice(1))
  const languageOf = (file) => {
    const rel = path.relative(out, file).split(path.sep)
    if (rel[0] === 'search') return localeOfTag(rel[1] ?? '')
    if (rel[0] === '_next' || !/\.(html|txt)$/.test(file)) return 'shared'
    return prefixes.includes(rel[0].replace(/\.(html|txt)$/, '')) ? rel[0].replace(/\.(html|txt)$/, '') : 'en'
  }
  result.languages = {}
  for (const file of files) {
    const lang = languageOf(file)
    const entry = (result.languages[lang] ??= { htmlPages: 0, bytes: 0 })
    if (file.endsWith('.html')) entry.htmlPages++
    entry.bytes += statSync(file).size
  }
  result.languages.translatedPages = Object.fromEntries(prefixes.map((p) => [p, walk(path.join(root, 'content', p)).filter((f) => f.endsWith('.mdx')).length]))
}

// Search: the index files as the browser fetches them (one metadata file, then shards and texts on demand).
{
  const dir = path.join(out, 'search', 'en-US')
  const sizes = (prefix) => readdirSync(dir).filter((f) => f.startsWith(prefix)).map((f) => gz(readFileSync(path.join(dir, f))))
  const shards = sizes('terms-')
  const texts = sizes('text-')
  const sum = (xs) => xs.reduce((n, x) => n + x, 0)
  result.search = {
    metaGzip: gz(readFileSync(path.join(dir, 'meta.json'))),
    shards: shards.length,
    shardGzipMean: Math.round(sum(shards) / shards.length),
    shardGzipMax: Math.max(...shards),
    allShardsGzip: sum(shards),
    texts: texts.length,
    textGzipMean: Math.round(sum(texts) / texts.length),
  }
}
// A visitor's field page must carry no Firestore code: no first-load script contains the SDK's endpoint.
{
  const html = readFileSync(path.join(out, 'mathematics', 'abstract-algebra.html'), 'utf8')
  const srcs = [...new Set([...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1]))].filter((s) => s.startsWith('/'))
  const withFirestore = srcs.filter((s) => readFileSync(path.join(out, decodeURIComponent(s.split('?')[0])), 'utf8').includes('firestore.googleapis.com'))
  result.fieldPageFirestoreFree = withFirestore.length === 0
}
// Figures: what the export carries, and what static figures cost a field page's first load.
{
  const FIGURE = /<figure\b[^>]*class="noe-figure"[^>]*>([\s\S]*?)<\/figure>/g
  const SVG = /<svg[\s\S]*?<\/svg>/
  const bySubject = {}
  let svgBytes = 0
  let svgGzip = 0
  let figures = 0
  let explorables = 0
  const figureCount = {}
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const route = '/' + path.relative(out, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '')
    const html = readFileSync(file, 'utf8')
    let onPage = 0
    for (const match of html.matchAll(FIGURE)) {
      const svg = match[1].match(SVG)?.[0] ?? ''
      const explorable = match[0].includes('data-explorable=')
      const subject = route.split('/')[1] || 'home'
      bySubject[subject] ??= { pages: 0, figures: 0, explorables: 0 }
      bySubject[subject][explorable ? 'explorables' : 'figures']++
      if (!onPage) bySubject[subject].pages++
      onPage++
      if (explorable) explorables++
      else figures++
      svgBytes += Buffer.byteLength(svg)
      svgGzip += gz(Buffer.from(svg))
    }
    figureCount[route] = onPage
  }
  // The same route chunk serves every field page; compare the richest illustrated page with a field page
  // that has no figure (or, once every page has figures, the one with the fewest).
  const fieldRoutes = Object.keys(figureCount).filter((r) => r.split('/').length === 3 && !r.startsWith('/search'))
  const sorted = fieldRoutes.filter((r) => existsSync(path.join(out, `${r.slice(1)}.html`))).sort((a, b) => figureCount[a] - figureCount[b])
  const least = sorted[0]
  const most = sorted.at(-1)
  const withFigures = firstLoadJs(most)
  const fewest = firstLoadJs(least)
  result.figures = {
    figures,
    explorables,
    svgBytes,
    svgGzipSum: svgGzip,
    meanSvgGzip: figures + explorables ? Math.round(svgGzip / (figures + explorables)) : 0,
    bySubject,
    firstLoad: {
      mostFigures: { route: most, figures: figureCount[most], scriptsGzip: withFigures.scriptsGzip, inlineGzip: withFigures.inlineGzip },
      fewestFigures: { route: least, figures: figureCount[least], scriptsGzip: fewest.scriptsGzip, inlineGzip: fewest.inlineGzip },
      scriptDifferenceBytes: withFigures.scriptsGzip - fewest.scriptsGzip,
    },
  }
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
  'build wall time': { value: buildSeconds === null ? 'skipped' : `${result.buildSeconds} s, peak memory ${builds.warm.peakRssMb} MB` },
  ...(builds?.cold
    ? {
        'cold build (no caches)': { value: `${builds.cold.seconds} s, peak ${builds.cold.peakRssMb} MB (${builds.cold.figuresRendered} figures rendered in ${builds.cold.figureSeconds} s)` },
        'the same build, figures cached': { value: `${builds.cleanCached.seconds} s (${builds.cleanCached.figuresRendered} rendered, ${builds.cleanCached.figuresFromCache} from the cache)` },
        'warm rebuild (both caches)': { value: `${builds.warm.seconds} s (${builds.warm.figuresRendered} rendered, ${builds.warm.figuresFromCache} from the cache)` },
        'cold figure render by kind (CPU seconds over all processes)': {
          value: Object.entries(builds.cold.byKind)
            .map(([kind, k]) => `${kind} ${k.figures} in ${k.seconds} s (${Math.round((k.seconds / k.figures) * 1000)} ms each)`)
            .join(', '),
        },
        'cold build growth from rendering (budget 20%)': { value: `${(builds.coldGrowth * 100).toFixed(1)}%${builds.coldGrowth > 0.2 ? ' OVER BUDGET' : ''}` },
        'cold build against a warm rebuild': { value: `+${(builds.coldOverWarm * 100).toFixed(1)}%` },
      }
    : {}),
  'figures / explorables in the export': {
    value: `${result.figures.figures} / ${result.figures.explorables}; static SVG ${kb(result.figures.svgBytes)} (${kb(result.figures.svgGzipSum)} gz, mean ${kb(result.figures.meanSvgGzip)} gz)`,
  },
  ...Object.fromEntries(
    Object.entries(result.figures.bySubject).map(([subject, n]) => [`figures, ${subject}`, { value: `${n.figures} figures + ${n.explorables} explorables on ${n.pages} pages` }]),
  ),
  'field page script files: most vs fewest figures': {
    value: `${result.figures.firstLoad.mostFigures.route} (${result.figures.firstLoad.mostFigures.figures}) ${kb(result.figures.firstLoad.mostFigures.scriptsGzip)} vs ${result.figures.firstLoad.fewestFigures.route} (${result.figures.firstLoad.fewestFigures.figures}) ${kb(result.figures.firstLoad.fewestFigures.scriptsGzip)}: ${signed(result.figures.firstLoad.scriptDifferenceBytes)}${Math.abs(result.figures.firstLoad.scriptDifferenceBytes) > 2048 ? ' OVER 2 KB' : ''}`,
  },
  'HTML pages': { value: result.htmlPages },
  'export size': { value: kb(result.exportBytes) },
  ...Object.fromEntries(
    locales.map((l) => [
      `export, ${l.name} (${l.prefix || '/'})`,
      { value: `${result.languages[l.id]?.htmlPages ?? 0} HTML pages, ${kb(result.languages[l.id]?.bytes ?? 0)} with its search index${l.prefix ? `; ${result.languages.translatedPages[l.id]} pages translated` : ''}` },
    ]),
  ),
  'export, shared by the languages (scripts, styles, fonts, figures)': { value: kb(result.languages.shared?.bytes ?? 0) },
  [`HTML of ${pages.field}`]: { value: `${kb(result.fieldHtml.bytes)} (${kb(result.fieldHtml.gzip)} gz)` },
  'search metadata (fetched on the first query)': { value: `${kb(result.search.metaGzip)} gz` },
  'search term shards (fetched per word)': {
    value: `${result.search.shards} files, mean ${kb(result.search.shardGzipMean)} gz, max ${kb(result.search.shardGzipMax)}, all ${kb(result.search.allShardsGzip)}`,
  },
  'search page texts (excerpts of results shown)': { value: `${result.search.texts} files, mean ${kb(result.search.textGzipMean)} gz` },
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
// Page weight against a bare Nextra site built from the same content (scripts/bench/bare-nextra.mjs): first-load
// JavaScript, the field page's HTML and DOM, Lighthouse mobile. Skipped with --no-weight (it builds a second
// site and runs Lighthouse 20 times: about 8 minutes here).
if (!process.argv.includes('--no-weight')) {
  if (!process.argv.includes('--no-build') || !existsSync(path.join(root, 'build', 'bare-nextra', 'site', 'out'))) {
    execFileSync(process.execPath, [path.join(root, 'scripts', 'bench', 'bare-nextra.mjs')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  }
  execFileSync(process.execPath, [path.join(root, 'scripts', 'bench', 'weight.mjs')], { cwd: root, stdio: ['ignore', 'inherit', 'ignore'] })
  result.weight = JSON.parse(readFileSync(path.join(root, 'build', 'bench-weight.json'), 'utf8'))
}

console.log(JSON.stringify(result, null, 2))
mkdirSync(path.join(root, 'bench-results'), { recursive: true })
writeFileSync(path.join(root, 'bench-results', 'latest.json'), JSON.stringify(result, null, 2) + '\n')
