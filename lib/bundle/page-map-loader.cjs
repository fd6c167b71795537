/**
 * A webpack loader that runs on the page-map module Nextra generates (nextra/dist/server/page-map/
 * placeholder.js) and drops its imports of our app routes (app/**\/page.tsx: home, log in, the account
 * screens).
 *
 * Nextra imports each such page whole, only to read its `metadata` for the sidebar. But a server module that
 * imports a page also imports every client component the page uses, and Next.js ships those to each page
 * whose server graph reaches the page map: every page. That put the home page's field finder, the catalogue
 * it carries and the account screens into a field page's first-load JavaScript (about 20 KB gzip). These
 * routes are hidden from the sidebar (lib/content/meta.ts), so the page map needs them only as routes: the
 * import becomes an empty module namespace and Nextra's `getMetadata` reads `{}`.
 */
const APP_PAGE_IMPORT = /import\s*\*\s*as\s+(\w+)\s+from\s*(["'])private-next-root-dir\/app\/[^"']*\/?page\.[jt]sx?\2;?/g

/** The module's source with each app-page namespace import replaced by an empty object. */
function dropAppPageImports(source) {
  return source.replace(APP_PAGE_IMPORT, (_match, name) => `const ${name} = {};`)
}

module.exports = function pageMapLoader(source) {
  return dropAppPageImports(source)
}
module.exports.dropAppPageImports = dropAppPageImports
