/**
 * Nextra's MDX loader with our remark and rehype plugins, for Turbopack (`npm run dev`).
 *
 * Turbopack runs webpack loaders in Node.js workers and hands them options that must be plain data, so
 * the plugin functions cannot travel in Nextra's `mdxOptions` (next.config.mjs leaves them out under
 * Turbopack). This loader imports them itself (lib/mdx/plugins.mjs) and calls Nextra's own loader with
 * its options plus the plugins; everything else Nextra does (page map, metadata, code blocks) is unchanged.
 *
 * @this {import('webpack').LoaderContext<Record<string, any>>}
 * @param {string} code
 */
/* eslint-disable @typescript-eslint/no-require-imports -- loaders are loaded with require(), so this file is CommonJS */
const path = require('node:path')
const { pathToFileURL } = require('node:url')
/* eslint-enable @typescript-eslint/no-require-imports */

const nextraLoader = pathToFileURL(path.join(path.dirname(require.resolve('nextra/package.json')), 'dist', 'server', 'loader.js')).href
const plugins = pathToFileURL(path.join(__dirname, '..', 'mdx', 'plugins.mjs')).href

module.exports = async function turbopackMdxLoader(code) {
  const callback = this.async()
  try {
    const [{ loader }, { remarkPlugins, rehypePlugins }] = await Promise.all([import(nextraLoader), import(plugins)])
    const options = this.getOptions()
    const withPlugins = options.mdxOptions ? { ...options, mdxOptions: { ...options.mdxOptions, remarkPlugins, rehypePlugins } } : options
    const context = Object.create(this, { getOptions: { value: () => withPlugins } })
    callback(null, await loader.call(context, code))
  } catch (error) {
    callback(error)
  }
}
