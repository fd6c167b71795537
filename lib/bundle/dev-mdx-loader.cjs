/**
 * `npm run dev` only: Nextra's MDX loader, with each page's metadata module marked with a hash of the
 * page's source.
 *
 * Under Turbopack a page is compiled on request by lib/bundle/dev-pages.ts, outside the bundle; the only
 * trace of its file in Turbopack's graph is the metadata module the page map imports. An edit that leaves
 * the metadata as it was (most edits) would give that module the same code, and Turbopack would tell the
 * browser nothing. With the hash, every edit changes the module, so the open page refreshes and renders
 * the new text.
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
 * parsing the whole page: about 30 ms saved per page, on each of 190 pages before the first request.
 */
function metadataSource(source) {
  return MAYBE_METADATA.test(source.replace(FENCED_CODE, '')) ? source : (source.match(FRONT_MATTER)?.[0] ?? '')
}

module.exports = async function devMdxLoader(source) {
  const callback = this.async()
  try {
    const { loader } = await import(nextraLoader)
    if (this.resourceQuery !== '?metadata') return callback(null, await loader.call(this, source))
    const revision = createHash('sha1').update(source).digest('hex')
    callback(null, `${await loader.call(this, metadataSource(source))}\nexport const revision = ${JSON.stringify(revision)}\n`)
  } catch (error) {
    callback(error)
  }
}
module.exports.metadataSource = metadataSource
