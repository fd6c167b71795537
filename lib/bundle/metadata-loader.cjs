/**
 * Nextra's MDX loader, for the page map's metadata modules (`page.mdx?metadata`), in the build and in
 * development: content pages themselves are compiled when they are rendered (lib/bundle/pages.ts), so the
 * metadata modules are all the bundler compiles of content/.
 *
 * Nextra's loader compiles a metadata module from the whole page in production. Here it is handed what the
 * metadata depends on (`metadataSource`), which for our pages is the front matter alone.
 *
 * In development the module also ends with a hash of the page's source. Under Turbopack the metadata module
 * is the only trace of a page's file in the graph, and an edit that leaves the metadata as it was (most
 * edits) would give it the same code, so Turbopack would tell the browser nothing. With the hash, every edit
 * changes the module, so the open page refreshes and renders the new text.
 *
 * @this {import('webpack').LoaderContext<Record<string, any>>}
 * @param {string} source
 */
/* eslint-disable @typescript-eslint/no-require-imports -- loaders are loaded with require(), so this file is CommonJS */
const { createHash } = require('node:crypto')
const path = require('node:path')
const { pathToFileURL } = require('node:url')
/* eslint-enable @typescript-eslint/no-require-imports */

const nextraLoader = pathToFileURL(path.join(path.dirname(require.resolve('nextra/package.json')), 'dist', 'server', 'loader.js')).href

/**
 * A line that may bear on the metadata beyond the front matter: an ATX or setext heading of level 1, or an
 * `export` (a page may export its metadata). Looked for outside fenced code blocks (a Python `# comment`
 * is no heading); a fence left unclosed is not removed, so its lines count.
 */
const MAYBE_METADATA = /^ {0,3}#(?:[ \t]|$)|^ {0,3}=+[ \t]*$|^export\b/m
/** A fenced code block closed by the same fence. */
const FENCED_CODE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?^ {0,3}\1[ \t]*$/gm
/** The front matter block at the very start of a file, if any. */
const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---(?:\r?\n|$)/

/**
 * What Nextra needs to compile a page's metadata: its front matter, and its first level-1 heading, from
 * which Nextra takes the title when the front matter has none. A page with no line that could be such a
 * heading or export (most of ours) gives Nextra only its front matter, which yields the same metadata without
 * parsing the whole page: about 30 ms saved per page, for each of 190 pages.
 */
function metadataSource(source) {
  return MAYBE_METADATA.test(source.replace(FENCED_CODE, '')) ? source : (source.match(FRONT_MATTER)?.[0] ?? '')
}

module.exports = async function metadataLoader(source) {
  const callback = this.async()
  try {
    const { loader } = await import(nextraLoader)
    if (this.resourceQuery !== '?metadata') return callback(null, await loader.call(this, source))
    const metadata = await loader.call(this, metadataSource(source))
    if (process.env.NODE_ENV === 'production') return callback(null, metadata)
    const revision = createHash('sha1').update(source).digest('hex')
    callback(null, `${metadata}\nexport const revision = ${JSON.stringify(revision)}\n`)
  } catch (error) {
    callback(error)
  }
}
module.exports.metadataSource = metadataSource
