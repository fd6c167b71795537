/**
 * Under Turbopack (`npm run dev`), Nextra's MDX rules run lib/bundle/turbopack-mdx-loader.cjs, which is
 * Nextra's loader with our plugins added (Turbopack only passes plain-data options to loaders). The webpack
 * build (`npm run build`) is untouched: there the plugins go to Nextra directly, and lib/bundle/webpack.mjs
 * trims what the reader is sent.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
/** Nextra's loader, as withNextra names it in its rules (the package does not export it). */
const NEXTRA_LOADER = path.join(path.dirname(require.resolve('nextra/package.json')), 'loader.cjs')
const OURS = require.resolve('./turbopack-mdx-loader.cjs')

/** Whether this Next process bundles with Turbopack (Next sets TURBOPACK for `next dev` without --webpack). */
export const usingTurbopack = () => Boolean(process.env.TURBOPACK)

/** The config with every Turbopack rule that runs Nextra's MDX loader pointed at ours. */
export function withOurMdxLoader(config) {
  const rules = Object.fromEntries(
    Object.entries(config.turbopack?.rules ?? {}).map(([glob, rule]) => {
      const loaders = rule.loaders?.map((l) => (l.loader === NEXTRA_LOADER && l.options?.mdxOptions ? { ...l, loader: OURS } : l))
      return [glob, loaders ? { ...rule, loaders } : rule]
    }),
  )
  return { ...config, turbopack: { ...config.turbopack, rules } }
}
