// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { isTypingTarget, shortcutLabel } from '@/components/search/shortcuts'

describe('search shortcuts', () => {
  it('shows ⌘ K on Apple devices and Ctrl K elsewhere', () => {
    expect(shortcutLabel('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5)')).toBe('⌘ K')
    expect(shortcutLabel('Mozilla/5.0 (X11; Linux x86_64)')).toBe('Ctrl K')
  })

  it('treats text inputs, textareas and editable content as typing targets, not buttons or checkboxes', () => {
    const el = (html: string) => {
      document.body.innerHTML = html
      return document.body.firstElementChild
    }
    expect(isTypingTarget(el('<input type="text">'))).toBe(true)
    expect(isTypingTarget(el('<input type="search">'))).toBe(true)
    expect(isTypingTarget(el('<textarea></textarea>'))).toBe(true)
    expect(isTypingTarget(el('<input type="checkbox">'))).toBe(false)
    expect(isTypingTarget(el('<button>go</button>'))).toBe(false)
    expect(isTypingTarget(null)).toBe(false)
  })
})
