import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { compile } from '@mdx-js/mdx'
import remarkMath from 'remark-math'
import { afterAll, describe, expect, it } from 'vitest'
import { parseMdx } from '@/lib/content/source'
import { STANDARD, standardProblems } from '@/lib/content/standard'
import { cachedRender, checkFonts, figureKey, FigureError, optimiseSvg, PALETTE, renderDot, renderPlot, renderTikz, servedFonts, stats, themeSvg, tikzSetup } from '@/lib/figures/render.mjs'
import remarkFigures, { figureProblems } from '@/lib/mdx/figures.mjs'
import remarkNumberedBlocks, { jsxElements } from '@/lib/mdx/numbered-blocks.mjs'

/** Every colour an SVG paints with, as written in its attributes and styles. */
const colours = (svg: string) => [...svg.matchAll(/\b(?:fill|stroke|stop-color|color)(?:="|:)([^";]+)/g)].map((m) => m[1]!.trim())
const themed = (c: string) => c === 'none' || c === 'currentColor' || c.startsWith('var(--noe-') || c.startsWith('url(')

describe('themeSvg', () => {
  it('maps the palette to theme variables, black to the foreground and white to the page', () => {
    const svg = themeSvg(
      `<svg viewBox="0 0 100 50"><path fill="${PALETTE.accent.hex}" stroke="#000"/><rect fill="white" stroke="${PALETTE.second.hex}"/><circle style="fill: ${PALETTE.muted.hex}; stroke:${PALETTE.third.hex}"/></svg>`,
    )
    expect(svg).toContain('fill="var(--noe-figure-accent)" stroke="currentColor"')
    expect(svg).toContain('fill="var(--noe-bg)" stroke="var(--noe-figure-second)"')
    expect(svg).toContain('fill:var(--noe-figure-muted)')
    expect(svg).toContain('stroke:var(--noe-figure-third)')
  })

  it('fails on a colour outside the palette, naming it', () => {
    expect(() => themeSvg('<svg><path fill="#3366cc"/></svg>')).toThrow(FigureError)
    expect(() => themeSvg('<svg><path style="stroke: rgb(10, 20, 30)"/></svg>')).toThrow(/rgb\(10, 20, 30\) is not in the figure palette/)
  })

  it('sizes the figure from its viewBox, draws text in the foreground and hides the art from the accessibility tree', () => {
    const svg = themeSvg('<svg width="10pt" height="5pt" viewBox="0 0 120 60"><text>x</text></svg>', { scale: 1.5 })
    expect(svg).toMatch(/^<svg viewBox="0 0 120 60" width="180.0" height="90.0" fill="currentColor" aria-hidden="true" focusable="false">/)
    expect(svg).not.toContain('10pt')
  })

  it('leaves none, currentColor, gradients and variables alone', () => {
    const svg = '<svg><path fill="none" stroke="currentColor"/><rect fill="url(#g)"/><circle fill="var(--x)"/></svg>'
    expect(colours(themeSvg(svg))).toEqual(['currentColor', 'none', 'currentColor', 'url(#g)', 'var(--x)'])
  })
})

describe('renderers', () => {
  it('draws a Graphviz graph in theme colours, with the page font', async () => {
    const svg = themeSvg(await renderDot('digraph { a -> b; b -> c [color="#0000fe"]; }'))
    expect(svg).toContain('<svg')
    expect(svg).toContain('var(--noe-figure-accent)')
    expect(svg).toContain('KaTeX_Main')
    expect(colours(svg).every(themed)).toBe(true)
  })

  it('reports a DOT syntax error as a figure error', async () => {
    await expect(renderDot('digraph { a -> }')).rejects.toThrow(/Graphviz could not render/)
  })

  it('draws an Observable Plot from an options expression that may use Plot, d3 and the palette', async () => {
    const svg = themeSvg(await renderPlot('{ width: 300, height: 200, marks: [Plot.line(d3.range(0, 1.01, 0.1), { x: (d) => d, y: (d) => d * d, stroke: C.accent }), Plot.ruleY([0])] }'))
    expect(svg).toMatch(/<svg[^>]*viewBox="0 0 300 200"/)
    expect(svg).toContain('var(--noe-figure-accent)')
    expect(colours(svg).every(themed)).toBe(true)
  })

  it('reports a plot source that is not an expression, or throws inside Plot', async () => {
    await expect(renderPlot('{ width: 300,, }')).rejects.toThrow(/not a valid JavaScript expression/)
    await expect(renderPlot('{ marks: [Plot.line(null.x)] }')).rejects.toThrow(FigureError)
  })

  it('typesets TikZ with TeX and reports a TeX error with its message', { timeout: 60_000 }, async () => {
    const svg = await renderTikz(String.raw`\begin{tikzpicture}\draw[accent, ->] (0,0) -- (1,1) node[right] {$x^2$};\end{tikzpicture}`)
    expect(svg).toContain('<svg')
    expect(svg).toMatch(/font-family="cmmi10"/) // the italic x of math mode, from Computer Modern
    await expect(renderTikz(String.raw`\begin{tikzpicture}\draw (0,0) -- (1,\nosuchmacro);\end{tikzpicture}`)).rejects.toThrow(/Undefined control sequence/)
  })

  it('resets TeX between figures: the same source gives the same picture after other figures and after an error', { timeout: 60_000 }, async () => {
    const source = String.raw`\begin{tikzpicture}\draw[second] (0,0) circle (1) node {$\alpha$};\end{tikzpicture}`
    const first = await renderTikz(source)
    await renderTikz(String.raw`\begin{tikzpicture}\def\r{3}\draw (0,0) rectangle (\r,1);\end{tikzpicture}`)
    await expect(renderTikz(String.raw`\begin{tikzpicture}\draw (0,0) -- (\nosuchmacro);\end{tikzpicture}`)).rejects.toThrow(FigureError)
    // Three at once queue on the one engine of the process.
    const again = await Promise.all([renderTikz(source), renderTikz(source), renderTikz(source)])
    expect(again).toEqual([first, first, first])
  })

  it('loads only the TikZ libraries and packages a figure uses', () => {
    expect(tikzSetup(String.raw`\draw (0,0) -- (1,1);`)).toEqual({ packages: {}, libraries: [] })
    const cd = tikzSetup(String.raw`\begin{tikzcd} A \arrow[r, "f"] & \mathbb{Z} \end{tikzcd}`)
    expect(cd.packages).toEqual({ amsmath: '', amssymb: '', 'tikz-cd': '' })
    expect(tikzSetup(String.raw`\draw[-{Stealth}] ($(a)!0.5!(b)$) -- (1,0); \draw [decorate, decoration={brace}] (0,0) -- (1,0);`).libraries).toEqual(['arrows.meta', 'calc', 'decorations.pathreplacing'])
    expect(tikzSetup(String.raw`\node[right=1cm of a] {b};`).libraries).toEqual(['positioning'])
    const feynman = String.raw`\draw[decorate, decoration={snake}] (0,0) -- (1,0); \draw[postaction={decorate}, decoration={markings, mark=at position 0.5 with {\arrow{>}}}] (0,1) -- (1,1);`
    expect(tikzSetup(feynman).libraries).toEqual(['decorations.pathreplacing', 'decorations.pathmorphing', 'decorations.markings'])
    // The retry after a failure loads every library that any figure could have asked for.
    const everything = tikzSetup('', { everything: true }).libraries
    for (const source of [feynman, String.raw`\node[state, accepting] {q}; \pic {angle}; child {}`]) {
      expect(everything).toEqual(expect.arrayContaining(tikzSetup(source).libraries))
    }
  })

  it('falls back to every library when the guess misses', { timeout: 60_000 }, async () => {
    // `shorten` needs nothing, but `Circle[]` arrow tips need arrows.meta, which the guess does not see.
    const svg = await renderTikz(String.raw`\begin{tikzpicture}\draw[-{Circle[]}] (0,0) -- (1,0);\end{tikzpicture}`)
    expect(svg).toContain('<svg')
  })

  it('fails a TikZ figure that needs a TeX font the site does not serve', () => {
    expect(() => checkFonts('<text font-family="cmr10">a</text><text font-family="eufm10">Z</text>', new Set(['cmr10']))).toThrow(/eufm10.*public\/fonts\/cm/)
    expect(() => checkFonts('<text font-family="cmr10">a</text>', new Set(['cmr10']))).not.toThrow()
  })

  it('serves each TeX face as WOFF2 and declares exactly the faces it serves', () => {
    const served = servedFonts()
    expect(served.has('cmr10') && served.has('cmmi10')).toBe(true)
    const css = readFileSync(path.join(process.cwd(), 'styles/figures.css'), 'utf8')
    const declared = [...css.matchAll(/font-family: (\w+); src: url\('\/fonts\/cm\/(\w+)\.woff2'\) format\('woff2'\)/g)]
    expect(declared.every(([, family, file]) => family === file)).toBe(true)
    expect(new Set(declared.map(([, family]) => family))).toEqual(served)
    expect(css).not.toMatch(/\.ttf/)
  })

  it('prefixes ids per figure, so two figures on a page never share a marker', async () => {
    const svg = '<svg><defs><marker id="m"><path d="M0 0L2 1L0 2z"/></marker></defs><path d="M0 0L10 10" stroke="#000" marker-end="url(#m)"/></svg>'
    const one = await optimiseSvg(svg, 'fa')
    const two = await optimiseSvg(svg, 'fb')
    const id = (svg: string) => /<marker id="([^"]+)"/.exec(svg)?.[1]
    expect(id(one)).toMatch(/^fa-/)
    expect(id(two)).toMatch(/^fb-/)
    expect(one).toContain(`url(#${id(one)})`)
  })
})

describe('the figure cache', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'noether-figures-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('renders a source once, then serves it from the cache until the source changes', async () => {
    const before = { ...stats }
    const source = 'graph { a -- b }'
    const first = await cachedRender('dot', source, { dir })
    const again = await cachedRender('dot', `  ${source}\n`, { dir }) // surrounding whitespace is not a change
    expect(again).toBe(first)
    expect(stats.rendered - before.rendered).toBe(1)
    expect(stats.cached - before.cached).toBe(1)
    await cachedRender('dot', 'graph { a -- c }', { dir })
    expect(stats.rendered - before.rendered).toBe(2)
    expect(readdirSync(dir).filter((f) => f.endsWith('.svg'))).toHaveLength(2)
  })

  it('keys by renderer and source', () => {
    expect(figureKey('dot', 'x')).toBe(figureKey('dot', ' x '))
    expect(figureKey('dot', 'x')).not.toBe(figureKey('plot', 'x'))
    expect(figureKey('dot', 'x')).not.toBe(figureKey('dot', 'y'))
  })

  it('does not cache a failure', async () => {
    await expect(cachedRender('dot', 'digraph {', { dir })).rejects.toThrow(FigureError)
    await expect(cachedRender('plot' as never, '{', { dir })).rejects.toThrow(FigureError)
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([])
  })
})

const figureNode = async (mdx: string) => jsxElements(parseMdx(mdx), ['Figure', 'Explorable'])[0]!
const alt = 'A graph with three vertices joined in a path, the middle one drawn in the accent colour.'

describe('figure blocks', () => {
  it('accepts a figure with a real text alternative, one source and a caption', async () => {
    expect(figureProblems(await figureNode(`<Figure alt="${alt}">\n\n\`\`\`dot\ngraph { a -- b }\n\`\`\`\n\nA path.\n\n</Figure>\n`))).toEqual([])
  })

  it('names what a figure lacks', async () => {
    expect(figureProblems(await figureNode('<Figure>\n\nNo source.\n\n</Figure>\n'))).toEqual([
      '<Figure> needs alt="…": a sentence that says what the figure shows',
      '<Figure> needs exactly one figure source (a tikz, dot or plot code block), found 0',
    ])
    expect(figureProblems(await figureNode('<Figure alt="Diagram of the graph">\n\n```dot\ngraph { a }\n```\n\n</Figure>\n'))).toEqual([
      expect.stringMatching(/does not describe the figure/),
      '<Figure> needs a caption: the text after its source',
    ])
    expect(figureProblems(await figureNode(`<Explorable alt="${alt}">\n\n\`\`\`dot\ngraph { a }\n\`\`\`\n\nCaption.\n\n</Explorable>\n`))).toEqual([
      expect.stringMatching(/needs name=/),
      expect.stringMatching(/needs try=/),
    ])
  })

  const compiled = (mdx: string) => compile(mdx, { remarkPlugins: [remarkMath, remarkNumberedBlocks, remarkFigures], development: false }).then(String)

  it('numbers figures in their own sequence, renders the source into the figure and names empty links to it', async () => {
    const js = await compiled(
      `<Theorem>T.</Theorem>\n\n<Figure id="path" alt="${alt}">\n\n\`\`\`dot\ngraph { a -- b -- c }\n\`\`\`\n\nA path.\n\n</Figure>\n\n<Figure alt="${alt}">\n\n\`\`\`dot\ngraph { x -- y }\n\`\`\`\n\nAn edge.\n\n</Figure>\n\nAs [](#path) and [](#figure-2) show.\n`,
    )
    expect(js).toMatch(/Figure, \{\s*id: "path",\s*alt: "[^"]+",\s*number: "1",\s*svg: "<svg/)
    expect(js).toMatch(/number: "2",\s*id: "figure-2",\s*svg: "<svg/)
    expect(js).toContain('"Figure 1"')
    expect(js).toContain('"Figure 2"')
    expect(js).not.toContain('graph { a -- b -- c }') // the source is not shipped, only its picture
  })

  it('fails the page at the line of a figure that does not render, or of an empty link to no figure', async () => {
    await expect(compiled(`Text.\n\n<Figure alt="${alt}">\n\n\`\`\`dot\ngraph {\n\`\`\`\n\nCaption.\n\n</Figure>\n`)).rejects.toMatchObject({
      message: expect.stringMatching(/dot figure: Graphviz could not render/),
      line: 5,
    })
    await expect(compiled('See [](#nowhere).\n')).rejects.toMatchObject({ message: expect.stringMatching(/\[\]\(#nowhere\) names no figure/), line: 1 })
  })
})

describe('the content standard for figures', () => {
  const figure = (id: string) => `<Figure id="${id}" alt="${alt}">\n\n\`\`\`dot\ngraph { a -- b }\n\`\`\`\n\nA caption.\n\n</Figure>\n`
  const only = (out: string[]) => out.filter((p) => /figure/i.test(p))

  it(`wants ${STANDARD.figures} teaching figures on a page of an illustrated subject, and none elsewhere`, () => {
    const body = `## Section\n\n${figure('one')}`
    expect(only(standardProblems({ body, data: {}, routes: new Set(), illustrated: true }))).toEqual([
      `1 figure(s), at least ${STANDARD.figures} needed: add figures that teach (tikz, dot or plot; see docs/writing-field-pages.md)`,
    ])
    expect(only(standardProblems({ body: body + figure('two'), data: {}, routes: new Set(), illustrated: true }))).toEqual([])
    expect(only(standardProblems({ body, data: {}, routes: new Set() }))).toEqual([])
  })

  it('names an explorable missing from the registry and an empty link to no figure', () => {
    const body = `<Explorable name="nope" try="Drag it." alt="${alt}">\n\n\`\`\`dot\ngraph { a }\n\`\`\`\n\nCaption.\n\n</Explorable>\n\nSee [](#figure-1) and [](#figure-9).\n`
    expect(only(standardProblems({ body, data: {}, routes: new Set() }))).toEqual([
      'figure 1: <Explorable name="nope"> is not in components/explorables/registry.ts',
      'the empty link [](#figure-9) names no figure on this page',
    ])
  })
})
