import nextra from 'nextra'
import { usingTurbopack, withOurMdxLoader } from './lib/bundle/turbopack.mjs'
import { FORMAT_MESSAGE, FORMAT_ONLY, shipLess } from './lib/bundle/webpack.mjs'
import { rehypePlugins, remarkPlugins } from './lib/mdx/plugins.mjs'

const withNextra = nextra({
  // Formulas are typeset at compile time as MathML by our own plugin (lib/mdx/static-math.mjs), not by
  // Nextra's `latex` option.
  latex: false,
  search: false,
  defaultShowCopyCode: true,
  mdxOptions: {
    // Formulas, numbered blocks, figures (lib/mdx/plugins.mjs). Turbopack (`npm run dev`) accepts only plain
    // data as loader options, so there lib/bundle/turbopack-mdx-loader.cjs adds them inside the loader.
    ...(usingTurbopack() ? {} : { remarkPlugins, rehypePlugins }),
    // GitHub's current (Primer) code themes: every token colour reads at 4.5:1 or more on the code block's
    // white (light-based themes) or black (dark-based) background. Nextra's default github-light and
    // github-dark have an orange at 3.5:1 and a grey comment at 4.4:1.
    rehypePrettyCodeOptions: { theme: { light: 'github-light-default', dark: 'github-dark-default' } },
  },
})

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

export default usingTurbopack() ? withOurMdxLoader(config) : config
