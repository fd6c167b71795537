/**
 * Compiles one content page to the body of a function (MDX's `function-body` output), with Nextra's own
 * compiler and our plugins, when the page is rendered: by `next dev` for a request, by `next build` while
 * it generates the static pages. Node loads this module itself, outside the bundle (lib/bundle/pages.ts),
 * and keeps each result until its file changes.
 */
import { statSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { Repository } from '@napi-rs/simple-git'
import { compileMdx } from 'nextra/compile'
import { NextraConfigSchema } from 'nextra/schemas'
import { nextraOptions } from '../mdx/nextra-options.mjs'

const options = NextraConfigSchema.parse(nextraOptions())

/** @type {Repository | null | undefined} undefined until looked for; null when the site is not in Git */
let repository

/**
 * When the page last changed, for its "Last updated" line: in the build, its last commit, read from Git
 * with the library and the call Nextra's own loader uses (undefined outside Git, or for a file Git does not
 * know); in development, now, as Nextra's loader does there.
 * @returns {Promise<number | undefined>}
 */
export async function lastCommitTime(file) {
  if (process.env.NODE_ENV !== 'production') return Date.now()
  if (repository === undefined) {
    try {
      repository = Repository.discover(process.cwd())
    } catch {
      repository = null
    }
  }
  if (!repository) return undefined
  const root = path.join(repository.path(), '..')
  return repository.getFileLatestModifiedDateAsync(path.relative(root, file)).catch(() => undefined)
}

/** @type {Map<string, { version: string, code: Promise<string> }>} */
const compiled = new Map()

/** The page's compiled code, from memory while the file is unchanged. */
export function compilePage(file) {
  const { mtimeMs, size } = statSync(file)
  const version = `${mtimeMs}:${size}`
  const hit = compiled.get(file)
  if (hit?.version === version) return hit.code
  const code = Promise.all([readFile(file, 'utf8'), lastCommitTime(file)]).then(([source, lastCommitTime]) =>
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
      lastCommitTime,
    }),
  )
  compiled.set(file, { version, code })
  code.catch(() => compiled.delete(file))
  return code
}
