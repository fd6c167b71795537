/**
 * The message catalogues compiled on the server (at build time, for a static export). use-intl's default
 * formatter parses each ICU message in the browser, which ships the ICU parser (about 13 KB gzip) in every
 * page's islands. With every message compiled here by icu-minify (use-intl's own compiler) and
 * `use-intl/format-message` aliased to its format-only variant in every bundle (lib/bundle/webpack.mjs,
 * next.config.mjs for Turbopack, vitest.config.mts), the browser only formats.
 */
import compile from 'icu-minify/compile'

/**
 * The same tree with every message compiled. Typed as the source so use-intl's typed keys still apply. A
 * compiled message is plain JSON; the JSON round trip makes its plural and select tables ordinary objects
 * (icu-minify builds them without a prototype), which React can hand from the server to the islands.
 */
export function compileMessages<T>(tree: T): T {
  if (typeof tree === 'string') return JSON.parse(JSON.stringify(compile(tree))) as T
  if (tree === null || typeof tree !== 'object') return tree
  return Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, compileMessages(value)])) as T
}
