import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { LAYOUT, NEVER_RENDERED, SHARED_CHUNK_MIN_SIZE, shipLess, SIDEBAR_ALIAS, withoutNomodulePolyfill } from '@/lib/bundle/webpack.mjs'
import { NEXTRA_LOADER } from '@/lib/bundle/pages-at-render.mjs'
import { ClientNavbar, ImageZoom, Search, Select } from '@/lib/bundle/nextra-stubs.js'

const require = createRequire(import.meta.url)
const { dropAppPageImports } = require('../../lib/bundle/page-map-loader.cjs') as { dropAppPageImports: (s: string) => string }

describe('the page-map loader', () => {
  const generated = [
    `import { normalizePageMap, getMetadata } from 'nextra/page-map'`,
    `import {metadata as about} from "private-next-root-dir/content/about.mdx?metadata";`,
    `import * as app_page from "private-next-root-dir/app/page.tsx";`,
    `import * as app_account_billing_page from "private-next-root-dir/app/(account)/billing/page.tsx";`,
    `export const pageMap = normalizePageMap([{ name: "billing", route: "/billing", frontMatter: getMetadata(app_account_billing_page) }, { name: "index", route: "/", frontMatter: getMetadata(app_page) }, { name: "about", route: "/about", frontMatter: about }])`,
  ].join('\n')
  const out = dropAppPageImports(generated)

  it('replaces every app route import by an empty object, keeping the routes', () => {
    expect(out).not.toMatch(/from "private-next-root-dir\/app\//)
    expect(out).toContain('const app_page = {};')
    expect(out).toContain('const app_account_billing_page = {};')
    expect(out).toContain('route: "/billing"')
  })

  it('keeps the content pages\' metadata imports as they were', () => {
    expect(out).toContain(`import {metadata as about} from "private-next-root-dir/content/about.mdx?metadata";`)
  })
})

describe('the Nextra stand-ins', () => {
  it('each names a module that exists in this Nextra version', () => {
    const files = [
      'nextra/dist/client/components/search.js',
      'nextra/dist/client/components/select.js',
      'nextra/dist/client/components/image-zoom.js',
      'nextra-theme-docs/dist/components/navbar/index.client.js',
    ].map((f) => path.join(process.cwd(), 'node_modules', f))
    for (const file of files) {
      expect(existsSync(file), file).toBe(true)
      expect(NEVER_RENDERED.some((re) => re.test(file)), file).toBe(true)
    }
    expect(NEVER_RENDERED).toHaveLength(files.length)
  })

  it('fail loudly, naming themselves, if rendered', () => {
    for (const [Stub, name] of [[Search, 'Nextra Search'], [Select, 'Nextra Select'], [ClientNavbar, 'Nextra navbar']] as const) {
      expect(() => (Stub as () => unknown)()).toThrow(`${name} is left out of the bundle`)
    }
  })

  it('renders a Markdown image as a plain lazy image', () => {
    const element = ImageZoom({ src: '/a.png', alt: 'A' }) as { type: string; props: Record<string, unknown> }
    expect(element.type).toBe('img')
    expect(element.props).toMatchObject({ src: '/a.png', alt: 'A', loading: 'lazy' })
  })
})

describe('the phone drawer stand-in', () => {
  const nextra = path.join(process.cwd(), 'node_modules/nextra-theme-docs/dist')
  const layout = path.join(nextra, 'layout.js')

  it('is pointed at from the one import it replaces: the docs layout\'s MobileNav', () => {
    expect(LAYOUT.test(layout)).toBe(true)
    expect(readFileSync(layout, 'utf8')).toMatch(/import \{ MobileNav \} from "\.\/components\/sidebar";/)
  })

  it('renders Nextra\'s own drawer, which exports MobileNav and closes itself on mount', () => {
    const sidebar = readFileSync(path.join(nextra, 'components/sidebar.js'), 'utf8')
    expect(sidebar).toMatch(/const MobileNav = \(\) =>/)
    expect(readFileSync(path.join(process.cwd(), 'lib/bundle/lazy-mobile-nav.js'), 'utf8')).toContain(`from '${SIDEBAR_ALIAS}'`)
  })
})

describe('the browser build', () => {
  const configFor = (isServer: boolean, dev: boolean) => {
    const rule = { test: /page-map[\\/]placeholder\.js$/, use: ['next-loader', 'nextra-loader'] }
    // Nextra's MDX rule, which the server build hands to lib/bundle/pages-at-render.mjs.
    const mdx = { test: /\.mdx?$/, use: ['next-loader', { loader: NEXTRA_LOADER, options: { mdxOptions: {} } }] }
    const config = { plugins: isServer ? [] : [{ filePath: '/next/dist/build/polyfills/polyfill-nomodule.js' }], resolve: { alias: {} }, module: { rules: [rule, mdx] }, optimization: { splitChunks: { minSize: 20000 } } }
    const webpack = { NormalModuleReplacementPlugin: class {} }
    return shipLess(config as never, { webpack, isServer, dev } as never) as unknown as typeof config
  }

  it('lets modules the layout and page entries share go to one chunk in the browser build (not one copy each)', () => {
    expect(configFor(false, false).optimization.splitChunks.minSize).toBe(SHARED_CHUNK_MIN_SIZE)
    expect(SHARED_CHUNK_MIN_SIZE).toBeLessThan(8815) // use-intl's module, raw, which every page loaded twice
  })

  it('drops the nomodule polyfill from the browser build, and refuses a Next that no longer adds it', () => {
    const plugins = configFor(false, false).plugins as { filePath?: string }[]
    expect(plugins.length).toBeGreaterThan(0)
    expect(plugins.filter((p) => p.filePath)).toEqual([])
    expect(() => withoutNomodulePolyfill([{ filePath: '/elsewhere/copy.js' }])).toThrow(/nomodule polyfill plugin was not found/)
  })

  it('leaves the server build and development alone', () => {
    expect(configFor(true, false).optimization.splitChunks.minSize).toBe(20000)
    expect(configFor(false, true).optimization.splitChunks.minSize).toBe(20000)
  })
})
