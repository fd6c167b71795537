/**
 * `npm run dev` (Turbopack) compiles a content page when it is requested: `nextra/pages` resolves to
 * lib/bundle/pages.ts, which compiles the file with Nextra's compiler and our plugins
 * (lib/bundle/dev-compile.mjs). These tests load the config as Turbopack would, and compile pages the
 * way the dev server does, so a dev server cannot silently lose formulas, numbering or highlighting.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fg from 'fast-glob'
import { evaluate } from 'nextra/evaluate'
import { createElement, type ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

type Loader = { loader: string; options?: { mdxOptions?: Record<string, unknown> } }
type Config = { turbopack: { rules: Record<string, { loaders?: Loader[] }>; resolveAlias: Record<string, string> } }

const loadConfig = async (turbopack: boolean) => {
  if (turbopack) vi.stubEnv('TURBOPACK', '1')
  vi.resetModules()
  const config = (await import('../../next.config.mjs')).default as Config
  vi.unstubAllEnvs()
  return config
}
const compiler = () => import('../../lib/bundle/page-compiler.mjs') as Promise<{ compilePage(file: string): Promise<string>; lastCommitTime(file: string): Promise<number | undefined> }>

describe('the dev server’s config', () => {
  it('resolves nextra/pages to the page-at-a-time compiler, and hands Nextra only plain data', async () => {
    const { turbopack } = await loadConfig(true)
    expect(path.resolve(turbopack.resolveAlias['nextra/pages']!)).toBe(path.resolve('lib/bundle/pages.ts'))
    const options = turbopack.rules['*.{md,mdx}']!.loaders![0]!.options!
    expect(JSON.stringify(options)).toBe(JSON.stringify(JSON.parse(JSON.stringify(options))))
    expect(options.mdxOptions?.remarkPlugins).toBeUndefined()
  })

  it('marks each page’s metadata module with its revision, so that an edit refreshes the open page', async () => {
    const { turbopack } = await loadConfig(true)
    const { loader, options } = turbopack.rules['*.{md,mdx}']!.loaders![0]!
    expect(loader).toBe(path.resolve('lib/bundle/metadata-loader.cjs'))
    const run = createRequire(import.meta.url)(loader) as (this: unknown, code: string) => void
    const metadataOf = (source: string) =>
      new Promise<string>((resolve, reject) => {
        const context = {
          async: () => (error: Error | null, result: string) => (error ? reject(error) : resolve(result)),
          getOptions: () => options,
          resourcePath: path.resolve('content/test-dev.mdx'),
          resourceQuery: '?metadata',
          addContextDependency: () => {},
          addDependency: () => {},
        }
        run.call(context, source)
      })
    const [first, edited] = await Promise.all([metadataOf('# Title\n\nOne.\n'), metadataOf('# Title\n\nTwo.\n')])
    expect(first).toMatch(/export const metadata = /)
    expect(first).toMatch(/export const revision = "[0-9a-f]{40}"/)
    expect(edited.replace(/revision = "\w+"/, '')).toBe(first.replace(/revision = "\w+"/, ''))
    expect(edited).not.toBe(first)
  })

  it('compiles the same metadata from a page’s front matter alone as from the whole page, for every content page', async () => {
    const { metadataSource } = createRequire(import.meta.url)('../../lib/bundle/metadata-loader.cjs') as { metadataSource(s: string): string }
    const nextraLoader = pathToFileURL(path.resolve('node_modules/nextra/dist/server/loader.js')).href
    const { loader } = (await import(/* @vite-ignore */ nextraLoader)) as { loader(this: unknown, source: string): Promise<string> }
    const metadataOf = (file: string, source: string) =>
      loader.call({ getOptions: () => ({}), resourcePath: path.resolve(file), resourceQuery: '?metadata' }, source).then((code) => code.slice(code.indexOf('export const metadata')))
    const files = fg.sync('content/**/*.mdx')
    let trimmed = 0
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      const short = metadataSource(source)
      if (short === source) continue
      trimmed++
      expect(await metadataOf(file, short), file).toBe(await metadataOf(file, source))
    }
    expect(trimmed).toBeGreaterThan(files.length * 0.9)
    // A level-1 heading outside code, or an export, keeps the whole page; one inside a code block does not.
    expect(metadataSource('Intro\n\n# Title\n')).toBe('Intro\n\n# Title\n')
    expect(metadataSource('export const metadata = {}\n')).toBe('export const metadata = {}\n')
    expect(metadataSource('---\ntitle: T\n---\n\n```python\n# comment\n```\n')).toBe('---\ntitle: T\n---\n')
  }, 120_000)

  it('leaves Turbopack’s settings alone for the build', async () => {
    const config = await loadConfig(false)
    expect(config.turbopack?.resolveAlias?.['nextra/pages']).toBeUndefined()
  })
})

describe('the build’s webpack config', () => {
  type Rule = { oneOf?: Rule[]; use?: unknown }
  type WebpackConfig = { resolve: { alias: Record<string, unknown> }; module: { rules: Rule[] }; plugins: unknown[]; watchOptions: object }
  type Use = { loader?: string; options?: { mdxOptions?: unknown } }
  /** The loaders that compile MDX (those given MDX options; Nextra's page-map loaders are not). */
  const mdxLoaders = (rules: Rule[]): string[] =>
    rules.flatMap((r) => [
      ...mdxLoaders(r.oneOf ?? []),
      ...(Array.isArray(r.use) ? (r.use as Use[]).filter((u) => u?.options?.mdxOptions).map((u) => String(u.loader)) : []),
    ])

  /** Nextra's webpack config for a compiler, then ours (next.config.mjs's `webpack`). */
  const webpackConfig = async (isServer: boolean) => {
    const config = (await loadConfig(false)) as unknown as { webpack(c: WebpackConfig, o: object): WebpackConfig }
    const webpack = { NormalModuleReplacementPlugin: class {} }
    const placeholder = { loader: 'page-map', options: {} }
    const base: WebpackConfig = {
      resolve: { alias: {} },
      watchOptions: {},
      module: { rules: [{ test: /page-map[\\/]placeholder/, use: [{}, placeholder] } as Rule] },
      plugins: [{ filePath: 'polyfill-nomodule.js' }],
    }
    return config.webpack(base, { webpack, isServer, dev: false, defaultLoaders: { babel: { loader: 'next-swc-loader' } } })
  }

  it('resolves nextra/pages on the server to the module that compiles a page when it is rendered', async () => {
    const server = await webpackConfig(true)
    expect(server.resolve.alias['nextra/pages$']).toBe(path.resolve('lib/bundle/pages.ts'))
    // Both of Nextra's MDX rules (page imports, and imports from modules such as the page map) use ours.
    expect(mdxLoaders(server.module.rules)).toEqual([path.resolve('lib/bundle/metadata-loader.cjs'), path.resolve('lib/bundle/metadata-loader.cjs')])
    const browser = await webpackConfig(false)
    expect(browser.resolve.alias['nextra/pages$']).toBeUndefined()
  })

  it('refuses a Nextra whose rules no longer name its MDX loader', async () => {
    const { webpackPagesAtRender } = await import('../../lib/bundle/pages-at-render.mjs')
    expect(() => webpackPagesAtRender({ resolve: { alias: {} }, module: { rules: [{ test: /\.mdx$/, use: ['other-loader'] }] } })).toThrow(/MDX loader was not found/)
  })
})

describe('metadata modules in the build', () => {
  it('get from the front matter alone the metadata the whole page gives, for every content page', async () => {
    vi.stubEnv('NODE_ENV', 'production')
    const { metadataSource } = createRequire(import.meta.url)('../../lib/bundle/metadata-loader.cjs') as { metadataSource(s: string): string }
    const { compileMdx } = await import('nextra/compile')
    const remarkMath = (await import('remark-math')).default
    // Nextra's production compile, as its loader runs it on a metadata module; formulas parsed, as ours are,
    // and code left plain (highlighting adds nothing to the metadata).
    const metadataOf = async (file: string, source: string) => {
      const mdxOptions = { outputFormat: 'function-body' as const, remarkPlugins: [remarkMath] }
      const code = await compileMdx(source, { filePath: path.resolve(file), lastCommitTime: 1, codeHighlight: false, mdxOptions })
      return evaluate(code, {}).metadata
    }
    const files = fg.sync('content/**/*.mdx')
    for (const file of files) {
      const source = readFileSync(file, 'utf8')
      const short = metadataSource(source)
      if (short !== source) expect(await metadataOf(file, short), file).toEqual(await metadataOf(file, source))
    }
    vi.unstubAllEnvs()
  }, 180_000)
})

describe('compiling one page', () => {
  let dir: string
  // As under `next dev`: the compiled page calls React's development JSX runtime, as nextra/evaluate supplies.
  beforeAll(() => {
    vi.stubEnv('NODE_ENV', 'development')
    dir = mkdtempSync(path.join(tmpdir(), 'noether-dev-'))
  })
  afterAll(() => {
    vi.unstubAllEnvs()
    rmSync(dir, { recursive: true, force: true })
  })

  const page = (name: string, body: string) => {
    const file = path.join(dir, name)
    writeFileSync(file, body)
    return file
  }
  const Block = ({ children }: { children?: ReactNode }) => createElement('section', null, children)

  it('gives the module the build gives: formulas as MathML with the page’s font cut, numbered blocks, toc, metadata', async () => {
    const file = page('a.mdx', '---\ntitle: Test\n---\n\n## Energy\n\nThe relation $E = mc^2$.\n\n<Theorem title="Test">\n\nEvery $x$.\n\n</Theorem>\n')
    const code = await (await compiler()).compilePage(file)
    const mod = evaluate(code, { Theorem: Block })
    expect(mod.metadata).toMatchObject({ title: 'Test' })
    expect(mod.toc).toEqual([expect.objectContaining({ depth: 2, value: 'Energy', id: 'energy' })])
    expect((mod as { mathFont?: string }).mathFont).toMatch(/^\/fonts\/noether-math\/pages\/[0-9a-f]{16}\.woff2$/)
    const html = renderToStaticMarkup(createElement(mod.default))
    expect(html).toContain('<mi>E</mi><mo>=</mo>')
    expect(html).not.toMatch(/katex/i)
    expect(code).toMatch(/theorem-1/)
  }, 60_000)

  it('compiles a file again only once it has changed', async () => {
    const { compilePage } = await compiler()
    const file = page('b.mdx', 'First version.\n')
    const first = compilePage(file)
    expect(compilePage(file)).toBe(first)
    await first
    await new Promise((resolve) => setTimeout(resolve, 20))
    writeFileSync(file, 'Second version, longer.\n')
    expect(await compilePage(file)).toContain('Second version')
  }, 60_000)

  it('highlights code as the build does, loading each language when a page needs it (MDX with its JSX)', async () => {
    const file = page('c.mdx', '```python\nprint(1)\n```\n\n```mdx\n<Definition title="Map">\n</Definition>\n```\n')
    const code = await (await compiler()).compilePage(file)
    // Python's call and MDX's JSX tag are each a token of their own, coloured by the theme.
    expect(code).toMatch(/children: "print"/)
    expect(code).toMatch(/children: "Definition"/)
  }, 60_000)
})

describe('a page’s date', () => {
  it('is its file’s last commit in the build, and now in development', async () => {
    const { lastCommitTime } = await compiler()
    const file = path.resolve('content/physics/optics.mdx')
    const committed = Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', file], { encoding: 'utf8' }).trim()) * 1000
    vi.stubEnv('NODE_ENV', 'production')
    expect(await lastCommitTime(file)).toBe(committed)
    // Each page its own: before, every page of the build carried the date of the first one compiled.
    const other = path.resolve('content/zh/physics/optics.mdx')
    const otherCommitted = Number(execFileSync('git', ['log', '-1', '--format=%ct', '--', other], { encoding: 'utf8' }).trim()) * 1000
    expect(await lastCommitTime(other)).toBe(otherCommitted)
    expect(await lastCommitTime(path.resolve('content/not-in-git.mdx'))).toBeUndefined()
    vi.stubEnv('NODE_ENV', 'development')
    const now = Date.now()
    expect(await lastCommitTime(file)).toBeGreaterThanOrEqual(now)
    vi.unstubAllEnvs()
  })
})

describe('importPage', () => {
  it('finds a route’s file, a folder’s index, a translation, and refuses an unknown route', async () => {
    const { importPage } = await import('../../lib/bundle/pages')
    const optics = (await importPage(['physics', 'optics'])) as { toc: unknown[]; default: unknown }
    expect(optics.toc.length).toBeGreaterThan(3)
    expect(typeof optics.default).toBe('function')
    expect(((await importPage(['solve'])) as { metadata: { title?: string } }).metadata.title).toBeTruthy()
    expect(((await importPage(['zh', 'physics', 'optics'])) as { toc: unknown[] }).toc.length).toBe(optics.toc.length)
    await expect(importPage(['physics', 'no-such-field'])).rejects.toThrow()
  }, 120_000)
})
