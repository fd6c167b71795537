import nextra from 'nextra'
import remarkMath from 'remark-math'
import { onlyNamedPages } from './lib/bundle/dev-pages.mjs'
import { shipLess } from './lib/bundle/webpack.mjs'
import remarkFigures from './lib/mdx/figures.mjs'
import remarkNumberedBlocks from './lib/mdx/numbered-blocks.mjs'
import rehypeStaticMath from './lib/mdx/static-math.mjs'

const withNextra = nextra({
  // Math is rendered by KaTeX at compile time, as Nextra's `latex: true` does, but through our
  // rehype-katex wrapper that emits each formula as one HTML string (see lib/mdx/static-math.mjs).
  latex: false,
  search: false,
  defaultShowCopyCode: true,
  // Figures are numbered with the other blocks, then rendered to SVG (lib/mdx/figures.mjs).
  mdxOptions: {
    remarkPlugins: [remarkMath, remarkNumberedBlocks, remarkFigures],
    rehypePlugins: [rehypeStaticMath],
    // GitHub's current (Primer) code themes: every token colour reads at 4.5:1 or more on the code block's
    // white (light-based themes) or black (dark-based) background. Nextra's default github-light and
    // github-dark have an orange at 3.5:1 and a grey comment at 4.4:1.
    rehypePrettyCodeOptions: { theme: { light: 'github-light-default', dark: 'github-dark-default' } },
  },
})

export default withNextra({
  output: 'export',
  trailingSlash: false,
  images: { unoptimized: true },
  reactStrictMode: true,
  // shipLess: JavaScript the reader never runs stays out; onlyNamedPages: `NOETHER_PAGES=… npm run dev`
  // compiles only the pages an author is writing (lib/bundle/dev-pages.mjs).
  webpack: (config, context) => onlyNamedPages(shipLess(config, context), context),
  experimental: {
    // Nextra adds a custom webpack config, which turns Next's build worker off by default; turned back
    // on, the server and client bundles compile in separate processes, and the memory optimisations trade
    // a little build time for a lower peak (https://nextjs.org/docs/app/guides/memory-usage). With the
    // KaTeX output collapsed (lib/mdx/static-math.mjs) the build peaks near 2.3 GB; before, it ran out of
    // Node's 4 GB heap.
    webpackBuildWorker: true,
    webpackMemoryOptimizations: true,
  },
})
