/**
 * `nextra/pages`, as the site loads it (lib/bundle/turbopack.mjs for `npm run dev`, lib/bundle/webpack.mjs for
 * the build): a content page is compiled when it is rendered, on its own.
 *
 * Nextra's `importPage` loads a page with `require(\`private-next-content-dir/${path}\`)`, and a bundler
 * must compile every file such a pattern can match. In development the first request for any page made
 * Turbopack compile all 190 content files, formulas and figures included (about 30 s on two cores). In the
 * build, webpack compiled, concatenated, minified and cached every page into one 18 MB server chunk, of
 * which each static page needs one: half the compile, a 700 MB cache and most of its memory.
 * Here the requested file is compiled by Nextra's own compiler with our plugins (lib/bundle/page-compiler.mjs,
 * loaded by Node outside the bundle) and evaluated with our MDX components, as Nextra does remote MDX; our
 * pages import nothing, so the module is the one Nextra's page import gives.
 * The page map still imports every page's metadata module, compiled from its front matter
 * (lib/bundle/metadata-loader.cjs); in development that module also carries the page's revision, so an
 * edit refreshes the open page and the render that follows compiles the file again.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { notFound } from 'next/navigation'
import { evaluate } from 'nextra/evaluate'
import { useMDXComponents as getMDXComponents } from '@/mdx-components'

type Compiler = { compilePage(file: string): Promise<string> }
// Loaded as soon as the route is: Node reads the compiler and our plugins while Next prepares the request.
const compiler: Promise<Compiler> = import(
  /* turbopackIgnore: true */ /* webpackIgnore: true */ pathToFileURL(path.join(process.cwd(), 'lib', 'bundle', 'page-compiler.mjs')).href
)

/** content/{route}.mdx, or content/{route}/index.mdx for a folder's own page. */
function contentFile(segments: string[]): string | undefined {
  const base = path.join(process.cwd(), 'content', ...segments.map(decodeURIComponent))
  return [`${base}.mdx`, path.join(base, 'index.mdx')].find((file) => existsSync(file))
}

type PageModule = ReturnType<typeof evaluate>
/** Each compiled page evaluated once: a render asks for its page more than once (metadata, page, links). */
const evaluated = new WeakMap<Promise<string>, Promise<PageModule>>()

/** The page module of a content route: `default` (the MDX), `toc`, `metadata` and our own exports. */
export async function importPage(pathSegments: string[] = []): Promise<PageModule> {
  const file = contentFile(pathSegments)
  if (!file) notFound()
  const code = (await compiler).compilePage(file)
  let page = evaluated.get(code)
  if (!page) {
    // Our components include async server components (the MDX `a`), which Nextra's MDXComponents type does
    // not list; the compiled page renders them as the build's does.
    const components = getMDXComponents() as Parameters<typeof evaluate>[1]
    page = code.then((body) => evaluate(body, components))
    evaluated.set(code, page)
  }
  return page
}
