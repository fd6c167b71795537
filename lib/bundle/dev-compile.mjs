/**
 * `npm run dev` only: compiles one content page to the body of a function (MDX's `function-body` output),
 * with Nextra's own compiler and our plugins, the way Nextra's loader compiles it for the build. Node loads
 * this module itself, outside Turbopack's graph (lib/bundle/dev-pages.ts), so a page is compiled when it is
 * asked for and again only when its file has changed.
 */
import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { compileMdx } from 'nextra/compile'
import { NextraConfigSchema } from 'nextra/schemas'
import { nextraOptions } from '../mdx/nextra-options.mjs'

const options = NextraConfigSchema.parse(nextraOptions())

/** @type {Map<string, { version: string, code: Promise<string> }>} */
const compiled = new Map()

/** The page's compiled code, from the cache while the file is unchanged. */
export function compilePage(file) {
  const { mtimeMs, size } = statSync(file)
  const version = `${mtimeMs}:${size}`
  const hit = compiled.get(file)
  if (hit?.version === version) return hit.code
  const code = readFile(file, 'utf8').then((source) =>
    compileMdx(source, {
      mdxOptions: { ...options.mdxOptions, outputFormat: 'function-body' },
      filePath: file,
      defaultShowCopyCode: options.defaultShowCopyCode,
      readingTime: options.readingTime,
      staticImage: options.staticImage,
      search: options.search,
      latex: options.latex,
      codeHighlight: options.codeHighlight,
      whiteListTagsStyling: options.whiteListTagsStyling,
      // As Nextra's loader does in development: the page reads as updated now.
      lastCommitTime: Date.now(),
    }),
  )
  compiled.set(file, { version, code })
  code.catch(() => compiled.delete(file))
  return code
}
