/**
 * Under Turbopack (`npm run dev`), content pages are compiled one at a time, as they are requested:
 * `nextra/pages` resolves to lib/bundle/dev-pages.ts, which compiles the requested MDX file with our
 * plugins. Nextra's own rules still compile each page's metadata for the page map, with plain-data options
 * (Turbopack hands loaders nothing else; lib/mdx/nextra-options.mjs), through lib/bundle/dev-mdx-loader.cjs,
 * which marks that module with the page's revision so that an edit refreshes the page. The webpack build (`npm run build`)
 * is untouched: there the plugins go to Nextra directly, and lib/bundle/webpack.mjs trims what the reader
 * is sent.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
/** Nextra's loader, as withNextra names it in its rules (the package does not export it). */
const NEXTRA_LOADER = path.join(path.dirname(require.resolve('nextra/package.json')), 'loader.cjs')
const DEV_MDX_LOADER = require.resolve('./dev-mdx-loader.cjs')

/** Whether this Next process bundles with Turbopack (Next sets TURBOPACK for `next dev` without --webpack). */
export const usingTurbopack = () => Boolean(process.env.TURBOPACK)

/** The module Turbopack serves for `nextra/pages`. */
export const DEV_PAGES = './lib/bundle/dev-pages.ts'

/**
 * The config with `nextra/pages` resolved to the page-at-a-time compiler, and Nextra's MDX rules run
 * through lib/bundle/dev-mdx-loader.cjs, so an edit to a page refreshes it in the browser.
 */
export function withDevPages(config) {
  const rules = Object.fromEntries(
    Object.entries(config.turbopack?.rules ?? {}).map(([glob, rule]) => {
      const loaders = rule.loaders?.map((l) => (l.loader === NEXTRA_LOADER && l.options?.mdxOptions ? { ...l, loader: DEV_MDX_LOADER } : l))
      return [glob, loaders ? { ...rule, loaders } : rule]
    }),
  )
  const resolveAlias = { ...config.turbopack?.resolveAlias, 'nextra/pages': DEV_PAGES }
  return { ...config, turbopack: { ...config.turbopack, rules, resolveAlias } }
}
