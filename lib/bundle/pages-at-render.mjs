/**
 * Content pages are compiled when they are rendered (lib/bundle/pages.ts), by the build as by `npm run dev`:
 * both bundlers resolve `nextra/pages` to that module, and run Nextra's MDX rules, which now only meet the
 * page map's metadata modules, through lib/bundle/metadata-loader.cjs. lib/bundle/webpack.mjs applies
 * this to the build's server compilers, lib/bundle/turbopack.mjs to `npm run dev`.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)

/** The module served for `nextra/pages` (relative to the project, as Turbopack's aliases are). */
export const PAGES_MODULE = './lib/bundle/pages.ts'
/** Nextra's loader, as withNextra names it in its rules (the package does not export it). */
export const NEXTRA_LOADER = path.join(path.dirname(require.resolve('nextra/package.json')), 'loader.cjs')
/** Ours, around it: metadata modules from the front matter. */
export const METADATA_LOADER = require.resolve('./metadata-loader.cjs')

/** A rule's loader entry, with Nextra's MDX loader (the one given MDX options) swapped for ours. */
export const toMetadataLoader = (use) => (use?.loader === NEXTRA_LOADER && use.options?.mdxOptions ? { ...use, loader: METADATA_LOADER } : use)

/**
 * A webpack server compiler's config with `nextra/pages` resolved to lib/bundle/pages.ts and Nextra's loader
 * swapped for ours wherever its rules name it. Throws when Nextra's rules no longer name its loader.
 * @param {import('webpack').Configuration} config
 */
export function webpackPagesAtRender(config) {
  config.resolve.alias = { ...config.resolve.alias, 'nextra/pages$': path.resolve(PAGES_MODULE) }
  let swapped = 0
  const visit = (rules) => {
    for (const rule of rules ?? []) {
      if (!rule || typeof rule !== 'object') continue
      if (Array.isArray(rule.oneOf)) visit(rule.oneOf)
      if (!Array.isArray(rule.use)) continue
      const use = rule.use.map(toMetadataLoader)
      swapped += use.filter((u, i) => u !== rule.use[i]).length
      rule.use = use
    }
  }
  visit(config.module?.rules)
  if (!swapped) throw new Error('pages-at-render: Nextra\'s MDX loader was not found in the webpack rules; check lib/bundle/pages-at-render.mjs against this Nextra version')
  return config
}
