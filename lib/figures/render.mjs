/**
 * Static figures, rendered to SVG at build time from text sources kept in the MDX (zero client
 * JavaScript). Three renderers, each the well-kept tool for its kind of picture:
 *   tikz  TeX's TikZ through node-tikzjax (TeX in WebAssembly, offline): geometric diagrams with the page's
 *         math typography, pgfplots, commutative diagrams (tikz-cd), circuits (circuitikz)
 *   dot   Graphviz through @viz-js/viz (WebAssembly): graphs, trees, automata, flow and state diagrams
 *   plot  Observable Plot, rendered on the server with jsdom: function and data plots
 * Every output goes through `themeSvg`: the palette's sentinel colours become CSS variables (black is
 * `currentColor`), so a figure follows the reader's theme; any other colour fails the build. Results are
 * cached by a hash of renderer and source (`cachedRender`), so a warm rebuild renders nothing.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { buildCacheDir } from '../build-cache.mjs'
import { texToSvg } from './tex-engine.mjs'

/** Bump when a renderer's output changes for the same source: the cache then misses. */
export const RENDERER_VERSION = 3

/**
 * The colours a figure may use, by name (TikZ: `accent`, `second`, ...; Plot: `C.accent`; DOT: the hex).
 * Each is a sentinel that no author would type by accident, replaced by a theme variable after rendering.
 */
export const PALETTE = {
  accent: { hex: '#0000fe', css: 'var(--noe-figure-accent)' },
  second: { hex: '#fe0000', css: 'var(--noe-figure-second)' },
  third: { hex: '#00fe00', css: 'var(--noe-figure-third)' },
  muted: { hex: '#808081', css: 'var(--noe-figure-muted)' },
}

/** Colours the tools write on their own: black and greys to the foreground and muted, white to the page. */
const BUILT_IN = new Map([
  ['#000', 'currentColor'],
  ['#000000', 'currentColor'],
  ['black', 'currentColor'],
  ['rgb(0,0,0)', 'currentColor'],
  ['#fff', 'var(--noe-bg)'],
  ['#ffffff', 'var(--noe-bg)'],
  ['white', 'var(--noe-bg)'],
  ['#808080', PALETTE.muted.css],
  ['#7f7f7f', PALETTE.muted.css],
  ['gray', PALETTE.muted.css],
  ['grey', PALETTE.muted.css],
  ['#bfbfbf', PALETTE.muted.css],
])

export class FigureError extends Error {}

/**
 * Maps every colour of an SVG to the palette's CSS variables and makes it scale with its container.
 * Throws FigureError naming a colour outside the palette.
 * @param {string} svg
 * @param {{ scale?: number }} [options]
 */
export function themeSvg(svg, { scale = 1 } = {}) {
  const sentinels = new Map(Object.values(PALETTE).map((p) => [p.hex, p.css]))
  const mapColour = (raw) => {
    const value = raw.trim().toLowerCase().replace(/\s+/g, '')
    if (value === 'none' || value === 'currentcolor' || value === 'transparent' || value.startsWith('url(') || value.startsWith('var(')) return raw
    const mapped = sentinels.get(value) ?? BUILT_IN.get(value)
    if (!mapped) {
      throw new FigureError(`colour ${raw} is not in the figure palette (accent, second, third, muted, black): use one of those, with opacity for lighter shades`)
    }
    return mapped
  }
  let out = svg
    .replace(/\b(fill|stroke|stop-color|color|flood-color|lighting-color)="([^"]*)"/g, (_, attr, value) => `${attr}="${mapColour(value)}"`)
    .replace(/\b(fill|stroke|stop-color|color):\s*([^;"]+)/g, (_, prop, value) => `${prop}:${mapColour(value)}`)
  // The intrinsic size is the viewBox times `scale` (the tools disagree on units: TeX and Graphviz draw in
  // points, Plot in pixels); CSS then caps it at the column's width, and the vector stays crisp when zoomed.
  out = out.replace(/<svg\b([^>]*)>/, (tag, attrs) => {
    const box = /\bviewBox="([-\d.]+)[ ,]+([-\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(attrs)
    let next = attrs.replace(/\s(width|height)="[^"]*"/g, '')
    if (box) next += ` width="${(Number(box[3]) * scale).toFixed(1)}" height="${(Number(box[4]) * scale).toFixed(1)}"`
    // Text and unfilled shapes default to black in SVG: make the default the foreground.
    if (!/\sfill="/.test(next)) next += ' fill="currentColor"'
    return `<svg${next} aria-hidden="true" focusable="false">`
  })
  return out
}

/** The TeX preamble of every TikZ figure: the palette's colours and the libraries authors reach for. */
export const TIKZ_PREAMBLE = Object.entries(PALETTE)
  .map(([name, { hex }]) => `\\definecolor{${name}}{HTML}{${hex.slice(1).toUpperCase()}}`)
  .join('\n')

/**
 * The TikZ libraries and TeX packages a figure may use, each with what shows the figure uses it. Loading
 * all of them costs about 0.3 s per figure, so a figure gets only what its source mentions; if TeX still
 * fails, the figure is tried once more with everything (`tikzSetup(source, { everything: true })`).
 */
const TIKZ_LIBRARIES = {
  'arrows.meta': /Stealth|Latex|Triangle|Kite|Straight Barb|Rays|Bar\b/,
  calc: /\(\$/,
  positioning: /=\s*[-\d.]*\s*(?:cm|mm|pt|em)?\s*(?:and\s*[-\d.]*\s*(?:cm|mm|pt|em)?\s*)?of\b/,
  'decorations.pathreplacing': /brace|decorat/,
  // Springs, photons (snake) and gluons (coil); arrows placed along a line (fermion lines).
  'decorations.pathmorphing': /\b(?:snake|coil|zigzag|bumps|random steps)\b/,
  'decorations.markings': /\bmarkings?\b|mark=at position/,
  patterns: /pattern/,
  'shapes.geometric': /diamond|regular polygon|ellipse|trapezium|isosceles|star|cylinder|circular sector/,
  automata: /\bstate\b|accepting|initial/,
  trees: /\bchild\b|grow/,
  angles: /\bpic\b|angle/,
  quotes: /"/,
}
const AMS = /\\(?:mathbb|mathfrak|mathscr|text|operatorname|[dt]frac|binom|x(?:left|right)arrow|boldsymbol|implies|iff|impliedby|varnothing|[lg]eqslant|lesssim|gtrsim|nmid|square|blacksquare|checkmark|coloneqq|[lr][Vv]ert|hookrightarrow|twoheadrightarrow|rightleftarrows|curvearrowright|circlearrowleft|leftrightarrows|mapsfrom|nexists|complement|eth|beth|gimel|models|vDash|nvDash|Vdash|nVdash|therefore|because|dotsc|dotsb|iint|iiint|genfrac|substack|boxed|intercal|begin\{(?:[pbvBV]?matrix|cases|aligned|gathered|smallmatrix))/

/**
 * @param {string} source
 * @param {{ everything?: boolean }} [options]
 * @returns {{ packages: Record<string, string>, libraries: string[] }}
 */
export function tikzSetup(source, { everything = false } = {}) {
  const packages = /** @type {Record<string, string>} */ ({})
  if (everything || AMS.test(source)) Object.assign(packages, { amsmath: '', amssymb: '' })
  if (/\\begin\{tikzcd\}/.test(source)) packages['tikz-cd'] = ''
  if (/\\begin\{axis\}|\\addplot/.test(source)) packages.pgfplots = ''
  if (/\\begin\{circuitikz\}|to\s*\[\s*(R|C|L|battery|V|I)\b/.test(source)) packages.circuitikz = ''
  const libraries = Object.entries(TIKZ_LIBRARIES)
    .filter(([, uses]) => everything || uses.test(source))
    .map(([name]) => name)
  return { packages, libraries }
}

/**
 * @param {string} source a `tikzpicture` (or `tikzcd`) environment, or a whole document body
 * @returns {Promise<string>}
 */
export function renderTikz(source) {
  const body = /\\begin\{document\}/.test(source) ? source : `\\begin{document}\n${source}\n\\end{document}`
  const attempt = async (/** @type {boolean} */ everything) => {
    const { packages, libraries } = tikzSetup(source, { everything })
    /** @type {string[]} */
    const log = []
    try {
      return await texToSvg(
        body,
        {
          texPackages: packages,
          tikzLibraries: libraries.join(','),
          addToPreamble: `${TIKZ_PREAMBLE}\n${packages.pgfplots !== undefined ? '\\pgfplotsset{compat=1.16}' : ''}`,
        },
        (line) => log.push(line),
      )
    } catch {
      const errors = log
        .filter((line) => line.startsWith('!') || /^l\.\d+/.test(line))
        .slice(0, 4)
        .join(' ')
      throw new FigureError(`TeX could not render this TikZ figure: ${errors || 'see the TeX log (run with showConsole)'}`)
    }
  }
  return attempt(false).catch(() => attempt(true))
}

/** @type {Promise<any> | undefined} */
let viz
/**
 * @param {string} source a Graphviz DOT graph
 * @returns {Promise<string>}
 */
export async function renderDot(source) {
  viz ??= import('@viz-js/viz').then((m) => m.instance())
  const instance = await viz
  const result = instance.render(source, {
    format: 'svg',
    graphAttributes: { bgcolor: 'transparent', fontname: 'KaTeX_Main', fontsize: 14 },
    nodeAttributes: { fontname: 'KaTeX_Main', fontsize: 14 },
    edgeAttributes: { fontname: 'KaTeX_Main', fontsize: 12 },
  })
  if (result.status !== 'success') {
    throw new FigureError(`Graphviz could not render this graph: ${result.errors.map((e) => e.message).join(' ').trim()}`)
  }
  // Graphviz's own comments and the title of each node are noise for a figure described by its alt text.
  return result.output.replace(/<!--[\s\S]*?-->/g, '').replace(/<\?xml[^>]*>/, '').replace(/<!DOCTYPE[^>]*>/, '')
}

/** @type {Document | undefined} */
let plotDocument
/**
 * @param {string} source an Observable Plot options object, written as a JavaScript expression that may
 *   use `Plot`, `d3` and the palette `C` (`C.accent`, `C.second`, `C.third`, `C.muted`)
 * @returns {Promise<string>}
 */
export async function renderPlot(source) {
  const [Plot, d3, { JSDOM }] = await Promise.all([import('@observablehq/plot'), import('d3'), import('jsdom')])
  const C = Object.fromEntries(Object.entries(PALETTE).map(([name, { hex }]) => [name, hex]))
  let options
  try {
    options = new Function('Plot', 'd3', 'C', `return (${source})`)(Plot, d3, C)
  } catch (error) {
    throw new FigureError(`this plot's source is not a valid JavaScript expression: ${error instanceof Error ? error.message : String(error)}`)
  }
  // One document per process: Plot only creates detached elements in it.
  plotDocument ??= new JSDOM('<!DOCTYPE html><body></body>').window.document
  const document = plotDocument
  let svg
  try {
    const figure = Plot.plot({
      ...options,
      document,
      style: { background: 'transparent', fontFamily: 'KaTeX_Main, serif', fontSize: '14px', ...(options?.style ?? {}) },
    })
    svg = figure.tagName.toLowerCase() === 'svg' ? figure : figure.querySelector('svg')
  } catch (error) {
    throw new FigureError(`Observable Plot could not render this plot: ${error instanceof Error ? error.message : String(error)}`)
  }
  if (!svg) throw new FigureError('Observable Plot returned no SVG (a legend or a caption must go in the figure caption)')
  svg.removeAttribute('class')
  svg.removeAttribute('style')
  svg.setAttribute('font-family', 'KaTeX_Main, serif')
  svg.setAttribute('font-size', '14')
  return svg.outerHTML.replace(/<style>[\s\S]*?<\/style>/g, '')
}

/** The TeX fonts the site serves (public/fonts/cm, declared in styles/figures.css). */
export function servedFonts(root = process.cwd()) {
  try {
    return new Set(readdirSync(path.join(root, 'public', 'fonts', 'cm')).filter((f) => f.endsWith('.woff2')).map((f) => f.slice(0, -'.woff2'.length)))
  } catch {
    return new Set()
  }
}

/** Throws when a TikZ figure needs a TeX font the site does not serve. */
export function checkFonts(svg, served = servedFonts()) {
  const missing = [...new Set([...svg.matchAll(/font-family="([a-z]+\d+)"/g)].map((m) => m[1]))].filter((f) => !served.has(f))
  if (missing.length) {
    throw new FigureError(
      `this figure uses the TeX font${missing.length > 1 ? 's' : ''} ${missing.join(', ')}, which the site does not serve: run scripts/fonts/cm-woff2.sh <font> (it writes public/fonts/cm/<font>.woff2) and declare it in styles/figures.css`,
    )
  }
}

export const RENDERERS = {
  // 10 pt TeX text at 1.6 reads like the page's 16 px text; Graphviz points to pixels.
  tikz: { render: renderTikz, scale: 1.6 },
  dot: { render: renderDot, scale: 4 / 3 },
  plot: { render: renderPlot, scale: 1 },
}

/** @typedef {keyof typeof RENDERERS} FigureKind */

/**
 * SVGO over every figure: smaller output, and ids prefixed per figure so two figures on a page never
 * share a marker or a clip path.
 * @param {string} svg
 * @param {string} prefix
 */
export async function optimiseSvg(svg, prefix) {
  const { optimize } = await import('svgo')
  return optimize(svg, {
    // One pass: a second one saves 0.6% of the bytes and costs 2.5 times the time.
    multipass: false,
    plugins: [
      { name: 'preset-default', params: { overrides: { convertColors: { currentColor: false, names2hex: false, rgb2hex: false, shorthex: false, shortname: false } } } },
      { name: 'prefixIds', params: { prefix, delim: '-' } },
    ],
  }).data
}

/** Where rendered figures are kept (lib/build-cache.mjs). */
export const cacheDir = (root = process.cwd()) => buildCacheDir('figures', root)

/** The cache key of a figure: renderer, renderer version, source. */
export const figureKey = (kind, source) => createHash('sha256').update(`${kind}\u0000${RENDERER_VERSION}\u0000${source.trim()}`).digest('hex').slice(0, 24)

/** Counts for the bench and the tests: renders done and cache hits in this process. */
export const stats = { rendered: 0, cached: 0 }

/**
 * The themed, optimised SVG of a figure source, from the cache when this exact source was rendered before.
 * @param {FigureKind} kind
 * @param {string} source
 * @param {{ dir?: string }} [options]
 * @returns {Promise<string>}
 */
export async function cachedRender(kind, source, { dir = cacheDir() } = {}) {
  const renderer = RENDERERS[kind]
  if (!renderer) throw new FigureError(`unknown figure kind "${kind}" (use tikz, dot or plot)`)
  const key = figureKey(kind, source)
  const file = path.join(dir, `${key}.svg`)
  try {
    const hit = readFileSync(file, 'utf8')
    stats.cached++
    return hit
  } catch {
    // not rendered yet
  }
  const raw = await renderer.render(source.trim())
  if (kind === 'tikz') checkFonts(raw)
  const svg = themeSvg(await optimiseSvg(raw, `f${key.slice(0, 8)}`), { scale: renderer.scale })
  mkdirSync(dir, { recursive: true })
  const temporary = `${file}.${process.pid}.tmp`
  writeFileSync(temporary, svg)
  renameSync(temporary, file)
  stats.rendered++
  return svg
}
