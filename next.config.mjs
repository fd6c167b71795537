import nextra from 'nextra'
import { keepActionKey } from './lib/bundle/action-key.mjs'
import { usingTurbopack, withDevPages } from './lib/bundle/turbopack.mjs'
import { FORMAT_MESSAGE, FORMAT_ONLY, shipLess } from './lib/bundle/webpack.mjs'
import { nextraOptions } from './lib/mdx/nextra-options.mjs'

// One key across builds, so that webpack's cache is not thrown away by each (lib/bundle/action-key.mjs).
keepActionKey()

// Formulas, numbered blocks, figures and code (lib/mdx/nextra-options.mjs). Content pages are compiled
// when rendered, in the build and in dev, by lib/bundle/pages.ts with the full options; the bundlers
// compile only the page map's metadata (lib/bundle/pages-at-render.mjs). Under Turbopack (`npm run dev`)
// loader options must be plain data.
const withNextra = nextra(nextraOptions({ plainData: usingTurbopack() }))

const config = withNextra({
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  // The production build is webpack's (`next build --webpack`): shipLess keeps JavaScript the reader never
  // runs out of it. `npm run dev` is Turbopack's (lib/bundle/turbopack.mjs).
  webpack: shipLess,
  // `npm run dev`: the messages are compiled on the server there too (lib/i18n/compile.ts).
  turbopack: { resolveAlias: { [FORMAT_MESSAGE]: FORMAT_ONLY } },
  experimental: {
    // Nextra adds a custom webpack config, which turns Next's build worker off by default; turned back
    // on, the server and client bundles compile in separate processes, and the memory optimisations trade
    // a little build time for a lower peak (https://nextjs.org/docs/app/guides/memory-usage). With the
    // KaTeX output collapsed (lib/mdx/static-math.mjs) the build peaks near 2.3 GB; before, it ran out of
    // Node's 4 GB heap.
    webpackBuildWorker: true,
    webpackMemoryOptimizations: true,
    // Each language is its own root layout (app/(en), app/ar, app/zh), so the 404 for unmatched addresses
    // is app/global-not-found.tsx.
    globalNotFound: true,
  },
})

export default usingTurbopack() ? withDevPages(config) : config
