/**
 * Webpack adjustments that keep JavaScript the reader never runs out of every page (issue: ship less).
 * Applied by next.config.mjs after Nextra's own webpack configuration.
 */
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
/** Nextra modules the site never renders, swapped for lib/bundle/nextra-stubs.js (which says why for each). */
export const NEVER_RENDERED = [
  /nextra[\\/]dist[\\/]client[\\/]components[\\/]search\.js$/,
  /nextra[\\/]dist[\\/]client[\\/]components[\\/]select\.js$/,
  /nextra[\\/]dist[\\/]client[\\/]components[\\/]image-zoom\.js$/,
  /nextra-theme-docs[\\/]dist[\\/]components[\\/]navbar[\\/]index\.client\.js$/,
]

/** @param {import('webpack').Configuration} config @param {{ webpack: typeof import('webpack') }} context */
export function shipLess(config, { webpack }) {
  // The pagefind <Search /> is the default of the docs layout's `search` prop (we pass null); the theme and
  // language switches (off) use Nextra's Listbox select; the navbar is ours. Imported, each was a client
  // reference of every page: about 40 KB gzip of headlessui, a virtual list and pagefind's loader.
  const stubs = path.resolve('lib/bundle/nextra-stubs.js')
  for (const re of NEVER_RENDERED) config.plugins.push(new webpack.NormalModuleReplacementPlugin(re, stubs))

  // Our loader runs on Nextra's generated page map before Next's compiler does (loaders run last to first).
  const rule = config.module.rules.find((r) => String(r?.test).includes('page-map') && String(r?.test).includes('placeholder'))
  if (!rule || !Array.isArray(rule.use)) throw new Error('shipLess: Nextra\'s page-map rule was not found; check lib/bundle/webpack.mjs against this Nextra version')
  rule.use.splice(1, 0, require.resolve('./page-map-loader.cjs'))
  return config
}
