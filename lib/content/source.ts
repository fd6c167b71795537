/**
 * The one reader of content/ (Node only). The content check, the standard, the math check, the field pages,
 * the search documents and the figure collector all read the same MDX; each used to read and parse it
 * itself, with its own idea of a syntax tree, so the content check parsed a field page three times and the
 * readers could disagree on what a page holds. Here a file is read once, its frontmatter split once
 * (gray-matter) and its body parsed once, with the processor the compiler starts from (MDX and remark-math),
 * into the mdast types of @types/mdast. The result is kept per file until the file changes (its mtime or
 * size), so a long-running dev server sees an edit and a build reads each page once.
 *
 * The tree is shared by every reader: read it, never change it. It is parsed on first use, so a reader that
 * only wants the frontmatter pays nothing for it.
 */
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { createProcessor } from '@mdx-js/mdx'
import fg from 'fast-glob'
import matter from 'gray-matter'
import type { Root } from 'mdast'
import remarkMath from 'remark-math'
import { contentRoute } from '@/lib/routes'

export interface ContentSource {
  /** The absolute path of the file. */
  file: string
  /** The path from the content folder: "mathematics/abstract-algebra.mdx". */
  relativeFile: string
  /** "/mathematics/abstract-algebra", "/learn", "/solve/physics" (lib/routes.ts). */
  route: string
  data: Record<string, unknown>
  /** The MDX after the frontmatter. */
  body: string
  /** Lines before the body (the frontmatter): a line of the body plus this is the line of the file. */
  bodyLineOffset: number
  /** The body's syntax tree; throws, naming the file, when the MDX does not parse. */
  readonly tree: Root
}

const processor = createProcessor({ remarkPlugins: [remarkMath] })

/** Parses an MDX body (without frontmatter) as the readers of content/ parse it. */
export const parseMdx = (body: string): Root => processor.parse(body)

/** A tree, from a tree or from MDX text (the checks take either: a page's tree, or a snippet in a test). */
export const treeOf = (mdx: string | Root): Root => (typeof mdx === 'string' ? parseMdx(mdx) : mdx)

export const defaultContentDir = () => path.join(process.cwd(), 'content')

/** The route of a content file, given the content folder. */
export const routeOf = (contentDir: string, file: string): string => contentRoute(path.relative(contentDir, file))

interface Cached {
  source: ContentSource
  contentDir: string
  mtimeMs: number
  size: number
}

const cache = new Map<string, Cached>()

function parse(file: string, contentDir: string, raw: string): ContentSource {
  const relativeFile = path.relative(contentDir, file)
  /** As reports name it: "content/mathematics/calculus.mdx". */
  const name = path.join(path.basename(contentDir), relativeFile)
  let split: { data: Record<string, unknown>; content: string }
  try {
    split = matter(raw)
  } catch (error) {
    throw new Error(`${name}: frontmatter does not parse: ${(error as Error).message}`, { cause: error })
  }
  const body = split.content
  let tree: Root | Error | undefined
  const parseTree = () => {
    try {
      return parseMdx(body)
    } catch (error) {
      return new Error(`${name}: MDX does not parse: ${(error as Error).message}`, { cause: error })
    }
  }
  return {
    file,
    relativeFile,
    route: contentRoute(relativeFile),
    data: split.data,
    body,
    bodyLineOffset: raw.split('\n').length - body.split('\n').length,
    get tree() {
      tree ??= parseTree()
      if (tree instanceof Error) throw tree
      return tree
    },
  }
}

/**
 * One content file, read and split now, parsed when its tree is first read; the same object again while
 * the file is unchanged.
 */
export function readSource(file: string, contentDir = defaultContentDir()): ContentSource {
  const absolute = path.resolve(file)
  const dir = path.resolve(contentDir)
  const { mtimeMs, size } = statSync(absolute)
  const hit = cache.get(absolute)
  if (hit && hit.contentDir === dir && hit.mtimeMs === mtimeMs && hit.size === size) return hit.source
  const source = parse(absolute, dir, readFileSync(absolute, 'utf8'))
  cache.set(absolute, { source, contentDir: dir, mtimeMs, size })
  return source
}

/** Every content file matching `pattern` (and none of `ignore`) under the content folder, in path order. */
export function readAllSources(contentDir = defaultContentDir(), pattern = '**/*.{md,mdx}', ignore: string[] = []): ContentSource[] {
  const dir = path.resolve(contentDir)
  return fg
    .sync(pattern, { cwd: dir, absolute: true, ignore })
    .sort()
    .map((file) => readSource(file, dir))
}
