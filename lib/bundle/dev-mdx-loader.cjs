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

module.exports = async function devMdxLoader(source) {
  const callback = this.async()
  try {
    const { loader } = await import(nextraLoader)
    const code = await loader.call(this, source)
    const revision = createHash('sha1').update(source).digest('hex')
    callback(null, this.resourceQuery === '?metadata' ? `${code}\nexport const revision = ${JSON.stringify(revision)}\n` : code)
  } catch (error) {
    callback(error)
  }
}
