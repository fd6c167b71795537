/**
 * Under Turbopack (`npm run dev`), as in the build, content pages are compiled when they are rendered
 * (lib/bundle/pages-at-render.mjs): `nextra/pages` resolves to lib/bundle/pages.ts, and Nextra's MDX rules,
 * with plain-data options (Turbopack hands loaders nothing else; lib/mdx/nextra-options.mjs), run through
 * lib/bundle/metadata-loader.cjs, which also marks each metadata module with the page's revision so that an
 * edit refreshes the page.
 */
import { PAGES_MODULE, toMetadataLoader } from './pages-at-render.mjs'

/** Whether this Next process bundles with Turbopack (Next sets TURBOPACK for `next dev` without --webpack). */
export const usingTurbopack = () => Boolean(process.env.TURBOPACK)

/** The config with `nextra/pages` resolved to lib/bundle/pages.ts, and Nextra's MDX rules through ours. */
export function withDevPages(config) {
  const rules = Object.fromEntries(
    Object.entries(config.turbopack?.rules ?? {}).map(([glob, rule]) => {
      const loaders = rule.loaders?.map(toMetadataLoader)
      return [glob, loaders ? { ...rule, loaders } : rule]
    }),
  )
  const resolveAlias = { ...config.turbopack?.resolveAlias, 'nextra/pages': PAGES_MODULE }
  return { ...config, turbopack: { ...config.turbopack, rules, resolveAlias } }
}
