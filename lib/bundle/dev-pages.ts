/**
 * `npm run dev` only: Turbopack resolves `nextra/pages` to this module (lib/bundle/turbopack.mjs), so a
 * content page is compiled when it is requested, not with all the others.
 *
 * Nextra's `importPage` loads a page with `require(\`private-next-content-dir/${path}\`)`, and a bundler
 * must compile every file such a pattern can match: in development, the first request for any page made
 * Turbopack compile all 190 content files, formulas and figures included (about 30 s on two cores). Here
 * the requested file is compiled by Nextra's own compiler with our plugins (lib/bundle/dev-compile.mjs,
 * loaded by Node outside the bundle) and evaluated with our MDX components, as Nextra does remote MDX.
 * An edit still refreshes the open page: the page map imports every page's metadata module, which
 * lib/bundle/dev-mdx-loader.cjs marks with a hash of the source, so Turbopack tells the browser, and the
 * render that follows compiles the file again. The production build keeps Nextra's `importPage`.
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
  /* turbopackIgnore: true */ /* webpackIgnore: true */ pathToFileURL(path.join(process.cwd(), 'lib', 'bundle', 'dev-compile.mjs')).href
)

/** content/{route}.mdx, or content/{route}/index.mdx for a folder's own page. */
function contentFile(segments: string[]): string | undefined {
  const base = path.join(process.cwd(), 'content', ...segments.map(decodeURIComponent))
  return [`${base}.mdx`, path.join(base, 'index.mdx')].find((file) => existsSync(file))
}

/** The page module of a content route: `default` (the MDX), `toc`, `metadata` and our own exports. */
export async function importPage(pathSegments: string[] = []) {
  const file = contentFile(pathSegments)
  if (!file) notFound()
  // Our components include async server components (the MDX `a`), which Nextra's MDXComponents type does
  // not list; the compiled page renders them as the build's does.
  const components = getMDXComponents() as Parameters<typeof evaluate>[1]
  return evaluate(await (await compiler).compilePage(file), components)
}
