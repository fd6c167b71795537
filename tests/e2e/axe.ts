/** One axe configuration for every accessibility test: what it checks and how violations read. */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.0/2.1 A and AA, and axe's best practices. */
export const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']
/** The rules whose outcome depends on the theme's colours; every other rule sees the same page in each theme. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** The page's axe violations of any impact, one line each (empty when it passes). */
export async function violations(page: Page, { colourOnly = false } = {}) {
  // Only violations are collected (serialising thousands of passing formula nodes took a third of the
  // time), and axe runs in the page itself: the default mode merges frames' results in a new page, which
  // took 2.5–3 times as long, and our pages have no cross-origin frames to merge.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).setLegacyMode(true)
  const { violations } = await (colourOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(TAGS)).analyze()
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`)
}
