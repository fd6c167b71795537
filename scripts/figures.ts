/**
 * Renders the figures of MDX pages and writes a preview, for writing and reviewing figures without a build:
 *   npx tsx scripts/figures.ts content/mathematics/calculus.mdx [more.mdx ...] [--shot]
 * Each figure's problems (missing text alternative, caption or source, a source that does not render) are
 * printed with its file and line, as the build would report them; the preview,
 * build/figures-preview/{page}.html, shows every figure with its caption and alt text in the light, dark
 * and classic themes' colours (`--shot` also writes it as a PNG beside it, to look at without a browser).
 * Exits 1 when a figure fails.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { collectFigures } from '../lib/figures/collect.mjs'
import { cachedRender, FigureError, stats } from '../lib/figures/render.mjs'
import { figureProblems } from '../lib/mdx/figures.mjs'
import { stringAttribute } from '../lib/mdx/numbered-blocks.mjs'

type Node = { type: string; value?: string; children?: Node[] }

const root = path.resolve(import.meta.dirname, '..')
const files = process.argv.slice(2).filter((a) => !a.startsWith('--'))
const shot = process.argv.includes('--shot')
if (!files.length) {
  console.error('usage: npx tsx scripts/figures.ts FILE.mdx [...] [--shot]')
  process.exit(2)
}
const textOf = (n: Node): string => (n.value && n.type !== 'code' ? n.value : (n.children ?? []).map(textOf).join(''))
const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')

let failed = 0
const cards: string[] = []
for (const file of files) {
  for (const figure of collectFigures(file)) {
    const where = `${path.relative(root, file)}:${figure.line}`
    const problems = figureProblems(figure.node)
    let svg = ''
    if (figure.kind) {
      try {
        const started = performance.now()
        svg = await cachedRender(figure.kind, figure.source ?? '')
        console.log(`${where}: Figure ${figure.number} (${figure.kind}) ${Math.round(performance.now() - started)} ms, ${svg.length} bytes`)
      } catch (error) {
        problems.push(error instanceof FigureError ? error.message : String(error))
      }
    }
    if (problems.length) {
      failed++
      console.error(`${where}: Figure ${figure.number}: ${problems.join('; ')}`)
    }
    const node = figure.node as Node
    const caption = (node.children ?? []).filter((c) => c.type !== 'code').map(textOf).join(' ')
    const alt = stringAttribute(figure.node, 'alt') ?? ''
    const explorable = figure.element === 'Explorable' ? ` (explorable: ${escape(stringAttribute(figure.node, 'name') ?? '')})` : ''
    cards.push(
      `<section><h2>${escape(where)}: Figure ${figure.number}${explorable}</h2>` +
        ['light', 'dark', 'classic'].map((t) => `<div class="t ${t}">${svg}</div>`).join('') +
        `<p><b>Caption:</b> ${escape(caption)}</p><p><b>Alt:</b> ${escape(alt)}</p></section>`,
    )
  }
}
const css = readFileSync(path.join(root, 'styles', 'figures.css'), 'utf8').replace(/url\('\/fonts/g, `url('${path.join(root, 'public', 'fonts')}`)
const themes = `.light{--noe-bg:#fff;--noe-fg:#111827;--noe-primary:hsl(212 100% 38%);--noe-destructive:#b91c1c;--noe-success:#15803d;--noe-muted:#4b5563}
.dark{--noe-bg:#111;--noe-fg:#e5e7eb;--noe-primary:hsl(204 100% 65%);--noe-destructive:#f87171;--noe-success:#4ade80;--noe-muted:#a1a1aa}
.classic{--noe-bg:#fbf7ee;--noe-fg:#2b2118;--noe-primary:#871d2e;--noe-destructive:#b42318;--noe-success:#2f6b2f;--noe-muted:#5c4f43}
.t{--noe-figure-accent:var(--noe-primary);--noe-figure-second:var(--noe-destructive);--noe-figure-third:var(--noe-success);--noe-figure-muted:var(--noe-muted);background:var(--noe-bg);color:var(--noe-fg);padding:12px;display:inline-block;margin:4px;vertical-align:top}
.t svg{max-width:520px;height:auto}`
mkdirSync(path.join(root, 'build', 'figures-preview'), { recursive: true })
// One preview per page (or per set of pages), so several authors can preview at once.
const out = path.join(root, 'build', 'figures-preview', `${files.length === 1 ? path.basename(files[0]!, '.mdx') : 'index'}.html`)
writeFileSync(out, `<!doctype html><meta charset="utf-8"><title>Figures</title><style>${css}\n${themes}\nbody{font-family:sans-serif}</style>${cards.join('\n')}`)
if (shot) {
  const { chromium } = await import('@playwright/test')
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
  const page = await browser.newPage({ viewport: { width: 1700, height: 1000 } })
  await page.goto(`file://${out}`)
  await page.evaluate(() => document.fonts.ready)
  await page.screenshot({ path: out.replace(/\.html$/, '.png'), fullPage: true })
  await browser.close()
  console.log(`screenshot: ${path.relative(root, out.replace(/\.html$/, '.png'))}`)
}
console.log(`${cards.length} figures (${stats.rendered} rendered, ${stats.cached} from the cache); preview: ${path.relative(root, out)}`)
process.exit(failed ? 1 : 0)
