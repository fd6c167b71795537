#!/usr/bin/env node
/**
 * Builds a *bare* Nextra docs site from our own content/, as the baseline of `npm run bench:weight`:
 * the documented Nextra 4 docs-theme starter (https://nextra.site/docs/docs-theme/start) with
 * `latex: true`, Nextra's default search option and a static export, and none of our code. Our MDX
 * components become plain <div>s that render their children (so the text is the same), our remark plugins
 * are off (figure sources stay code blocks), our _meta.ts files are evaluated into plain _meta.js, and
 * each field page gets back, in its frontmatter, the title, description and topics our catalogue holds for it.
 *   node scripts/bench/bare-nextra.mjs [--heap MB]   (default 8192; Nextra's KaTeX output is heavy)
 * Writes build/bare-nextra/site/ (the project, reusing our node_modules through a symlink, so the same
 * next, react, nextra, nextra-theme-docs and katex), its export in build/bare-nextra/site/out/, and
 * build/bare-nextra/build.json: wall time and peak RSS (summed over the build's process tree).
 */
import { execFileSync } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { runMeasured } from './process-tree.mjs'

const root = path.resolve(import.meta.dirname, '..', '..')
const base = path.join(root, 'build', 'bare-nextra')
const site = path.join(base, 'site')
const heapArg = process.argv.indexOf('--heap')
const heapMb = heapArg > 0 ? Number(process.argv[heapArg + 1]) : 8192

/** The names of our MDX components, read from mdx-components.tsx (the keys of `noetherComponents`). */
function ourComponentNames() {
  const source = readFileSync(path.join(root, 'mdx-components.tsx'), 'utf8')
  const body = source.match(/const noetherComponents = \{([\s\S]*?)\n\}/)?.[1]
  if (!body) throw new Error('bare-nextra: no `noetherComponents` object in mdx-components.tsx')
  return [...body.matchAll(/^\s*([A-Z]\w*)\s*[:,]/gm)].map((m) => m[1])
}

const files = {
  'next.config.mjs': `import nextra from 'nextra'

// Nextra's defaults (search: { codeblocks: false }), with KaTeX as Nextra documents it.
const withNextra = nextra({ latex: true })

export default withNextra({ output: 'export', images: { unoptimized: true } })
`,
  // Next's own default PostCSS plugins. Without this file Next would find ours (Tailwind) in a parent folder.
  'postcss.config.mjs': `export default {
  plugins: [
    'next/dist/compiled/postcss-flexbugs-fixes',
    ['next/dist/compiled/postcss-preset-env', { browsers: ['defaults'], autoprefixer: { flexbox: 'no-2009' }, stage: 3, features: { 'custom-properties': false } }],
  ],
}
`,
  // create-next-app's tsconfig.json (Next would write one itself, and type-check against it).
  'tsconfig.json': `{
  "compilerOptions": { "target": "ES2017", "lib": ["dom", "dom.iterable", "esnext"], "allowJs": true, "skipLibCheck": true, "strict": true, "noEmit": true, "esModuleInterop": true, "module": "esnext", "moduleResolution": "bundler", "resolveJsonModule": true, "isolatedModules": true, "jsx": "react-jsx", "incremental": true, "plugins": [{ "name": "next" }] },
  "include": ["next-env.d.ts", "**/*.ts", "**/*.tsx", ".next/types/**/*.ts"],
  "exclude": ["node_modules"]
}
`,
  'app/layout.tsx': `import type { ReactNode } from 'react'
import { Footer, Layout, Navbar } from 'nextra-theme-docs'
import { Head } from 'nextra/components'
import { getPageMap } from 'nextra/page-map'
import 'nextra-theme-docs/style.css'
import 'katex/dist/katex.min.css'

export const metadata = { title: { default: 'Noether', template: '%s – Noether' } }

export default async function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <Head />
      <body>
        <Layout navbar={<Navbar logo={<b>Noether</b>} />} footer={<Footer>The Noether contributors</Footer>} pageMap={await getPageMap()}>
          {children}
        </Layout>
      </body>
    </html>
  )
}
`,
  'app/[[...mdxPath]]/page.tsx': `import { generateStaticParamsFor, importPage } from 'nextra/pages'
import { useMDXComponents as getMDXComponents } from '../../mdx-components'

export const generateStaticParams = generateStaticParamsFor('mdxPath')

type Props = { params: Promise<{ mdxPath?: string[] }> }

export async function generateMetadata(props: Props) {
  const params = await props.params
  const { metadata } = await importPage(params.mdxPath)
  return metadata
}

const Wrapper = getMDXComponents().wrapper

export default async function Page(props: Props) {
  const params = await props.params
  const { default: MDXContent, toc, metadata, sourceCode } = await importPage(params.mdxPath)
  return (
    <Wrapper toc={toc} metadata={metadata} sourceCode={sourceCode}>
      <MDXContent {...props} params={params} />
    </Wrapper>
  )
}
`,
  'mdx-components.tsx': `import type { ReactNode } from 'react'
import { useMDXComponents as getDocsMDXComponents } from 'nextra-theme-docs'

/** Each of Noether's MDX components, replaced by a plain element that renders its children. */
const Stub = ({ children }: { children?: ReactNode }) => <div>{children}</div>
const stubs = Object.fromEntries(${JSON.stringify(ourComponentNames())}.map((name) => [name, Stub]))

const docsComponents = getDocsMDXComponents()

export function useMDXComponents(components?: Record<string, unknown>) {
  return { ...docsComponents, ...stubs, ...components }
}
`,
}

/** Our _meta.ts files as plain objects, the home page's text and the fields' facts, evaluated with tsx in our project. */
function evaluateWithTsx(metaFiles) {
  const script = path.join(base, 'read-meta.mts')
  const url = (f) => `file://${path.join(root, f)}`
  writeFileSync(
    script,
    `const metas = {}
for (const f of ${JSON.stringify(metaFiles)}) metas[f] = (await import(${JSON.stringify(url('.'))} + '/' + f)).default
const { site } = await import(${JSON.stringify(url('lib/site.ts'))})
const { allFields, subjects } = await import(${JSON.stringify(url('lib/catalogue/index.ts'))})
const home = { ...site, subjects: subjects.map((s) => ({ slug: s.slug, title: s.title, description: s.description, fields: s.fields.length })) }
const fields = allFields.map((f) => ({ file: \`content/\${f.ref}.mdx\`, facts: { title: f.title, description: f.description, topics: f.topics } }))
const { locales } = await import(${JSON.stringify(url('lib/i18n/locales.ts'))})
const translationFolders = locales.filter((l) => l.prefix).map((l) => l.id)
process.stdout.write(JSON.stringify({ metas, home, fields, translationFolders }))
`,
  )
  const json = execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), [script], { cwd: root, encoding: 'utf8' })
  rmSync(script)
  return JSON.parse(json)
}

const walk = (dir) => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))

/**
 * A _meta.ts as _meta.js. Dropped: entries for pages that are not in content/ (our app routes, which
 * Nextra would reject) and the '*' theme override that turns Nextra's breadcrumb, "Last updated" and
 * previous/next links off (ours renders its own; the bare site keeps Nextra's).
 */
function metaJs(dir, meta) {
  const exists = (key) => existsSync(path.join(dir, `${key}.mdx`)) || existsSync(path.join(dir, key))
  const kept = Object.fromEntries(Object.entries(meta).filter(([key]) => key !== '*' && (key.startsWith('--') || exists(key))))
  return `export default ${JSON.stringify(kept, null, 2)}\n`
}

/**
 * A field page with its title, description and topics first in its frontmatter, where a Nextra site keeps
 * them (ours keeps them in the catalogue alone), written as JSON, which YAML reads.
 */
function withFacts(mdx, facts) {
  if (!mdx.startsWith('---\n')) throw new Error('bare-nextra: a field page without frontmatter')
  return `---\n${Object.entries(facts).map(([key, value]) => `${key}: ${JSON.stringify(value)}\n`).join('')}${mdx.slice(4)}`
}

/** Our home page is an app route; the bare site gets its text as content/index.mdx (no field finder). */
function homeMdx(home) {
  const esc = (s) => s.replace(/[<{}]/g, (c) => `&#${c.charCodeAt(0)};`)
  const subjects = home.subjects.map((s) => `### ${esc(s.title)}\n\n${esc(s.description[0].toUpperCase() + s.description.slice(1))}\n\n${s.fields} fields. [Explore ${esc(s.title)}](/${s.slug})`)
  const ways = ['[Learn](/learn): every field, in an order that respects prerequisites.', '[Solve](/solve): practice problems with instant answer checking.', '[Library](/library): open textbooks, lecture notes and papers.']
  return `# ${esc(home.name)}\n\n${esc(home.tagline)}\n\n${esc(home.description)}\n\n## Subjects\n\n${subjects.join('\n\n')}\n\n## Ways in\n\n${ways.map((w) => `- ${w}`).join('\n')}\n`
}

function writeProject() {
  rmSync(site, { recursive: true, force: true })
  mkdirSync(site, { recursive: true })
  symlinkSync(path.join('..', '..', '..', 'node_modules'), path.join(site, 'node_modules'))
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true })
    writeFileSync(path.join(site, file), text)
  }
  const content = path.join(site, 'content')
  const metaFiles = walk(path.join(root, 'content')).filter((f) => /_meta\.ts$/.test(f)).map((f) => path.relative(root, f))
  const { metas, home, fields, translationFolders } = evaluateWithTsx(metaFiles)
  // The English pages, as the anchor was measured: content/ar and content/zh hold our translations, which
  // a bare Nextra site would serve only with an i18n setup of its own.
  const translations = new Set(translationFolders.map((l) => path.join(root, 'content', l)))
  cpSync(path.join(root, 'content'), content, { recursive: true, filter: (f) => !/_meta\.[jt]sx?$/.test(f) && !translations.has(f) })
  if (!existsSync(path.join(content, 'index.mdx'))) writeFileSync(path.join(content, 'index.mdx'), homeMdx(home))
  for (const { file, facts } of fields) writeFileSync(path.join(site, file), withFacts(readFileSync(path.join(site, file), 'utf8'), facts))
  for (const [file, meta] of Object.entries(metas)) {
    const dir = path.join(site, path.dirname(file))
    writeFileSync(path.join(dir, '_meta.js'), metaJs(dir, meta))
  }
}

/** `next build --webpack` in the site, timed, with the peak memory of its process tree. */
function build() {
  return runMeasured(
    process.execPath,
    [path.join(site, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', '--webpack'],
    { cwd: site, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_OPTIONS: `--max-old-space-size=${heapMb}` } },
    (child) => {
      // The copied content is not in Git (build/ is ignored), so Nextra warns once per page that it has no
      // "Last updated" date; those lines are dropped.
      for (const [from, to] of [[child.stdout, process.stdout], [child.stderr, process.stderr]]) {
        createInterface({ input: from }).on('line', (line) => line.includes('last modified timestamp from Git') || to.write(`${line}\n`))
      }
    },
  )
}

writeProject()
const result = await build()
const out = path.join(site, 'out')
const summary = { date: new Date().toISOString(), heapMb, ...result, htmlPages: walk(out).filter((f) => f.endsWith('.html')).length, out: path.relative(root, out) }
writeFileSync(path.join(base, 'build.json'), JSON.stringify(summary, null, 2) + '\n')
console.log(`\nbare Nextra: ${summary.htmlPages} pages in ${summary.seconds} s, peak RSS ${summary.peakRssMb} MB -> ${summary.out}`)
