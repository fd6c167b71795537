/** After the export: drops the math-font cuts no exported page names (lib/mdx/math-font.mjs). */
import path from 'node:path'
import { prunePageFonts } from '../lib/mdx/math-font.mjs'

const removed = prunePageFonts(path.join(process.cwd(), 'out'))
console.log(`Math font cuts: ${removed.length} unused removed from out/.`)
