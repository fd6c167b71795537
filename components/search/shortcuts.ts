/** Keyboard helpers of the search trigger (pure; tested). */

/** "⌘ K" on Apple platforms, "Ctrl K" elsewhere. */
export function shortcutLabel(userAgent: string): string {
  return /Mac|iPhone|iPad|iPod/i.test(userAgent) ? '⌘ K' : 'Ctrl K'
}

/** True when a keystroke goes into a text field, where "/" must type a slash rather than open search. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as HTMLElement).tagName !== 'string') return false
  const el = target as HTMLElement
  if (el.isContentEditable) return true
  if (el.tagName === 'TEXTAREA' || el.tagName === 'SELECT') return true
  if (el.tagName !== 'INPUT') return false
  const type = (el as HTMLInputElement).type
  return !['button', 'checkbox', 'radio', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type)
}
