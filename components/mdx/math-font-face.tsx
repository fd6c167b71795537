import { preload } from 'react-dom'
import { PAGE_FONT_FAMILY } from '@/lib/mdx/math-font-names.mjs'

/**
 * Declares this page's cut of the math font (lib/mdx/math-font.mjs) under the family styles/math.css names
 * first, and preloads it with the stylesheet. The declaration sits in the page, not the global sheet, so it
 * also arrives with a page reached by client-side navigation and leaves with it. `optional`: a formula never
 * reflows once the page is drawn.
 */
export function MathFontFace({ href }: { href: string }) {
  preload(href, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' })
  const face = `@font-face{font-family:'${PAGE_FONT_FAMILY}';src:url('${href}') format('woff2');font-display:optional}`
  // Our own build-time URL (a hash under /fonts), so nothing in it needs escaping.
  return <style dangerouslySetInnerHTML={{ __html: face }} />
}
