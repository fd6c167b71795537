/**
 * Webpack adjustments that keep JavaScript the reader never runs out of every page (issue: ship less), and
 * content pages out of the server bundle. Applied by next.config.mjs after Nextra's own webpack configuration.
 */
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { webpackPagesAtRender } from './pages-at-render.mjs'

const require = createRequire(import.meta.url)
/** Nextra modules the site never renders, swapped for lib/bundle/nextra-stubs.js (which says why for each). */
export const NEVER_RENDERED = [
  /nextra[\\/]dist[\\/]client[\\/]components[\\/]search\.js$/,
  /nextra[\\/]dist[\\/]client[\\/]components[\\/]select\.js$/,
  /nextra[\\/]dist[\\/]client[\\/]components[\\/]image-zoom\.js$/,
  /nextra-theme-docs[\\/]dist[\\/]components[\\/]navbar[\\/]index\.client\.js$/,
]

/** The alias under which lib/bundle/lazy-mobile-nav.js imports Nextra's own sidebar module. */
export const SIDEBAR_ALIAS = 'noether-nextra-sidebar'
/** nextra-theme-docs' layout, the one importer whose `./components/sidebar` is redirected. */
export const LAYOUT = /nextra-theme-docs[\\/]dist[\\/]layout\.js$/

/** use-intl's message formatter, and its variant for precompiled messages (which needs no parser). */
export const FORMAT_MESSAGE = 'use-intl/format-message'
export const FORMAT_ONLY = 'use-intl/format-message/format-only'

/** Next's copy of its polyfill bundle for browsers without ES modules (`<script nomodule>` on every page). */
const isNomodulePolyfill = (plugin) => /polyfill-nomodule/.test(String(plugin?.filePath ?? ''))

/**
 * The browser build's plugins without the nomodule polyfill. Our targets are Next's own defaults (Chrome,
 * Edge and Firefox 111, Safari 16.4), every one of which runs ES modules and so never fetched the file;
 * Next 16 has no setting for it. Without the asset, Next's build manifest lists no polyfill and no page
 * names one (39.5 KB gzip off the export, a tag off each page).
 */
export function withoutNomodulePolyfill(plugins) {
  if (!plugins.some(isNomodulePolyfill)) throw new Error('shipLess: Next\'s nomodule polyfill plugin was not found; check lib/bundle/webpack.mjs against this Next version')
  return plugins.filter((plugin) => !isNomodulePolyfill(plugin))
}

/** The least size of a chunk split off for modules that several entries share (Next's default: 20,000 bytes). */
export const SHARED_CHUNK_MIN_SIZE = 8000

/** @param {import('webpack').Configuration} config @param {{ webpack: typeof import('webpack'), isServer: boolean, dev: boolean }} context */
export function shipLess(config, { webpack, isServer, dev }) {
  // Each route's layout and page are separate webpack entries, and a module both use that is under
  // splitChunks' 20 KB minimum is copied into each entry's chunk instead of into one they share: use-intl
  // (8.8 KB raw) was downloaded twice by every page, three times by home and the dashboard. At 8 KB those
  // modules get a shared chunk (field page 193.5 -> 190.6 KB gzip, home 198.2 -> 192.2, dashboard
  // 201.5 -> 195.6), at the cost of two more requests; lower minimums make many tiny chunks.
  if (!isServer && !dev && config.optimization?.splitChunks) config.optimization.splitChunks.minSize = SHARED_CHUNK_MIN_SIZE
  if (!isServer) config.plugins = withoutNomodulePolyfill(config.plugins)
  // The pagefind <Search /> is the default of the docs layout's `search` prop (we pass null); the theme and
  // language switches (off) use Nextra's Listbox select; the navbar is ours. Imported, each was a client
  // reference of every page: about 40 KB gzip of headlessui, a virtual list and pagefind's loader.
  const stubs = path.resolve('lib/bundle/nextra-stubs.js')
  for (const re of NEVER_RENDERED) config.plugins.push(new webpack.NormalModuleReplacementPlugin(re, stubs))

  // The docs layout renders Nextra's phone drawer (a second full sidebar) into every page's HTML; its import
  // from the layout is pointed at a stand-in that renders the drawer once a reader opens it.
  const sidebar = fileURLToPath(new URL('components/sidebar.js', import.meta.resolve('nextra-theme-docs')))
  config.resolve.alias = { ...config.resolve.alias, [SIDEBAR_ALIAS]: sidebar }
  const lazyDrawer = path.resolve('lib/bundle/lazy-mobile-nav.js')
  config.plugins.push(
    new webpack.NormalModuleReplacementPlugin(/[\\/]components[\\/]sidebar(\.js)?$/, (resource) => {
      if (LAYOUT.test(resource.contextInfo?.issuer ?? '')) resource.request = lazyDrawer
    }),
  )

  // Messages are compiled on the server (lib/i18n/compile.ts): use-intl formats them without its ICU parser.
  config.resolve.alias = { ...config.resolve.alias, [`${FORMAT_MESSAGE}$`]: require.resolve(FORMAT_ONLY) }

  // Content pages are compiled when each is rendered, not bundled all together (lib/bundle/pages-at-render.mjs).
  if (isServer) webpackPagesAtRender(config)

  // Our loader runs on Nextra's generated page map before Next's compiler does (loaders run last to first).
  const rule = config.module.rules.find((r) => String(r?.test).includes('page-map') && String(r?.test).includes('placeholder'))
  if (!rule || !Array.isArray(rule.use)) throw new Error('shipLess: Nextra\'s page-map rule was not found; check lib/bundle/webpack.mjs against this Nextra version')
  rule.use.splice(1, 0, require.resolve('./page-map-loader.cjs'))
  return config
}
