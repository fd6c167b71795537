'use client'

import { useEffect } from 'react'

/** Display formulas are the page's only blocks that can be wider than the column (styles/themes.css). */
const SELECTOR = '.noe-math-display'
const LABEL = 'Wide formula, scrolls sideways'

/**
 * A display formula wider than the column scrolls sideways inside itself. A keyboard user must be able to
 * reach that scroll, so an overflowing formula takes a tab stop; one that fits takes none, so a page of
 * formulas does not become a page of tab stops. Rechecked whenever a formula's width changes (rotation,
 * zoom, the sidebar collapsing).
 */
export function ScrollRegions() {
  useEffect(() => {
    const formulas = [...document.querySelectorAll<HTMLElement>(SELECTOR)]
    const update = (element: HTMLElement) => {
      if (element.scrollWidth > element.clientWidth + 1) {
        // A named group: a screen reader says what the tab stop is before reading the formula inside it.
        element.tabIndex = 0
        element.setAttribute('role', 'group')
        element.setAttribute('aria-label', LABEL)
      } else {
        for (const attribute of ['tabindex', 'role', 'aria-label']) element.removeAttribute(attribute)
      }
    }
    const observer = new ResizeObserver((entries) => entries.forEach((e) => update(e.target as HTMLElement)))
    formulas.forEach((f) => observer.observe(f))
    return () => observer.disconnect()
  }, [])
  return null
}
