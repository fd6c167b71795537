/**
 * `npm run dev` bundles with Turbopack, whose loaders only take plain-data options: next.config.mjs then
 * leaves our MDX plugins out of Nextra's options and points Nextra's MDX rules at
 * lib/bundle/turbopack-mdx-loader.cjs, which adds them back. These tests load the config as Turbopack would
 * and run the loader it names on a page, so a dev server cannot silently lose formulas or numbering.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

type Loader = { loader: string; options?: Record<string, unknown> }
type Rule = { loaders?: Loader[] }

const require = createRequire(import.meta.url)
let rules: Record<string, Rule> = {}

beforeAll(async () => {
  vi.stubEnv('TURBOPACK', '1')
  vi.resetModules()
  const config = (await import('../../next.config.mjs')).default as { turbopack: { rules: Record<string, Rule> } }
  rules = config.turbopack.rules
})
afterAll(() => vi.unstubAllEnvs())

const mdxLoader = () => rules['*.{md,mdx}']!.loaders![0]!

describe('MDX under Turbopack', () => {
  it('runs our loader with plain-data options (no functions for Turbopack to refuse)', () => {
    const { loader, options } = mdxLoader()
    expect(loader).toBe(path.resolve('lib/bundle/turbopack-mdx-loader.cjs'))
    expect(() => JSON.parse(JSON.stringify(options))).not.toThrow()
    expect(JSON.stringify(options)).toBe(JSON.stringify(JSON.parse(JSON.stringify(options))))
    const mdx = options!.mdxOptions as Record<string, unknown>
    expect(mdx.remarkPlugins).toBeUndefined()
    expect(mdx.rehypePlugins).toBeUndefined()
  })

  it('compiles a page with our plugins: formulas as MathML with the page’s font cut, numbered blocks', async () => {
    const { loader, options } = mdxLoader()
    const run = require(loader) as (this: unknown, code: string) => void
    const source = '---\ntitle: Test\n---\n\nThe relation $E = mc^2$.\n\n<Theorem title="Test">\n\nEvery $x$.\n\n</Theorem>\n'
    const output = await new Promise<string>((resolve, reject) => {
      run.call(
        {
          async: () => (error: Error | null, result: string) => (error ? reject(error) : resolve(result)),
          getOptions: () => options,
          resourcePath: path.resolve('content/test-turbopack.mdx'),
          resourceQuery: '',
          addContextDependency: () => {},
          addDependency: () => {},
        },
        source,
      )
    })
    expect(output).toContain('<mi>E</mi><mo>=</mo>')
    expect(output).toMatch(/export const mathFont = "\/fonts\/noether-math\/pages\/[0-9a-f]{16}\.woff2"/)
    expect(output).not.toMatch(/katex/i)
    expect(output).toMatch(/theorem-1/)
  }, 60_000)
})
