/**
 * The author's loop: `NOETHER_PAGES=mathematics/abstract-algebra npm run dev` compiles only the named content
 * pages (comma-separated; `*` matches within one folder, as in `physics/*`), plus the home page, the section
 * pages and every `index` page, instead of all of content/.
 *
 * Why: Nextra's catch-all route loads a page with `require(\`private-next-content-dir/${path}\`)`, which
 * webpack turns into one context module holding every MDX file, so the first request of `next dev` compiled
 * the whole site (40–100 s on a two-core machine). Narrowing that context to the pages being written is the
 * compile the author asked for. A page left out answers 404 in that dev server; the build always compiles
 * them all.
 */

/** The context key of a content file, as webpack lists it: `./mathematics/abstract-algebra.mdx`. */
const escape = (text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/**
 * A regular expression for the content files to compile, from the NOETHER_PAGES list.
 * @param {string} list @returns {RegExp}
 */
export function pagesPattern(list) {
  const named = list
    .split(',')
    .map((page) => page.trim().replace(/^\/+|\/+$/g, '').replace(/\.mdx$/, ''))
    .filter(Boolean)
    .map((page) => escape(page).replace(/\*/g, '[^/]+'))
  const always = ['[^/]+', '(?:[^/]+/)*index']
  return new RegExp(`^\\./(?:${[...always, ...named].join('|')})\\.mdx?$`)
}

/**
 * @param {import('webpack').Configuration} config
 * @param {{ webpack: typeof import('webpack'), dev: boolean }} context
 */
export function onlyNamedPages(config, { webpack, dev }) {
  const list = process.env.NOETHER_PAGES
  if (!dev || !list) return config
  const pattern = pagesPattern(list)
  config.plugins.push(
    new webpack.ContextReplacementPlugin(/[\\/]content$/, (context) => {
      context.regExp = pattern
    }),
  )
  return config
}
