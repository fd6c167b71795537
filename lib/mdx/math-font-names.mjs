/**
 * Where the math fonts are served and what the page's cut is called: shared by the compile-time subsetter
 * (lib/mdx/math-font.mjs, which brings HarfBuzz) and the page that declares the cut
 * (components/mdx/math-font-face.tsx), which must not.
 */

/** The whole math font, as styles/math.css declares it. */
export const MATH_FONT_URL = '/fonts/noether-math/noether-math.woff2'
/** Where the pages' cuts are served from (generated, not committed). */
export const PAGE_FONT_PATH = '/fonts/noether-math/pages'
/** The family a page's cut is declared under; styles/math.css names it before Noether Math. */
export const PAGE_FONT_FAMILY = 'Noether Math Page'
