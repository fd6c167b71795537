import { readdirSync } from 'node:fs'
import path from 'node:path'
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser'
import { describe, expect, it } from 'vitest'
import { localeIds } from '@/lib/i18n/locales'
import { sourceMessages as messages } from '@/lib/i18n/messages'

type Tree = { [key: string]: string | Tree }

/** Every key path of a catalogue with its message. */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(at, value)
    else for (const [k, v] of leaves(value, at)) out.set(k, v)
  }
  return out
}

/** The ICU arguments and tags a message uses: a translation must use the same ones. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>()
  const walk = (elements: MessageFormatElement[]) => {
    for (const e of elements) {
      if (e.type === TYPE.argument || e.type === TYPE.number || e.type === TYPE.date || e.type === TYPE.time) found.add(e.value)
      if (e.type === TYPE.plural || e.type === TYPE.select) {
        found.add(e.value)
        for (const option of Object.values(e.options)) walk(option.value)
      }
      if (e.type === TYPE.tag) {
        found.add(`<${e.value}>`)
        walk(e.children)
      }
    }
  }
  walk(parse(message))
  return [...found].sort()
}

const english = leaves(messages.en as unknown as Tree)

/** The script a translation must be written in (checked for any English message of two words or more). */
const script: Record<string, RegExp> = { ar: /[\u0600-\u06FF]/, zh: /[\u4E00-\u9FFF]/ }
const words = (message: string) => message.replace(/\{[^{}]*\}/g, ' ').match(/[A-Za-z]{2,}/g)?.length ?? 0

describe('the message catalogues', () => {
  it('have one file per namespace in every language', () => {
    const files = (locale: string) => readdirSync(path.join('messages', locale)).filter((f) => f.endsWith('.json')).sort()
    for (const locale of localeIds) expect(files(locale)).toEqual(files('en'))
  })

  for (const locale of localeIds.filter((l) => l !== 'en')) {
    it(`${locale}: has exactly English's keys, none left empty or in English`, () => {
      const translated = leaves(messages[locale] as unknown as Tree)
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort())
      for (const [key, message] of translated) {
        expect(message.trim(), key).not.toBe('')
        if (words(english.get(key) ?? '') >= 2) expect(message, `${key} is not translated`).toMatch(script[locale]!)
      }
    })

    it(`${locale}: every message parses and uses the same arguments and tags as English`, () => {
      for (const [key, message] of leaves(messages[locale] as unknown as Tree)) {
        expect(argumentsOf(message), key).toEqual(argumentsOf(english.get(key)!))
      }
    })
  }

  it('English messages all parse', () => {
    for (const [key, message] of english) expect(() => parse(message), key).not.toThrow()
  })
})

describe('the part of a catalogue a page hands to its islands', () => {
  it('holds exactly the picked paths, nested as in the catalogue', async () => {
    const { pickMessages, CHROME_NAMESPACES } = await import('@/lib/i18n/messages')
    const picked = pickMessages(messages.ar, ['auth', 'explorables.pendulum']) as unknown as Record<string, Record<string, unknown>>
    expect(Object.keys(picked).sort()).toEqual(['auth', 'explorables'])
    expect(picked.auth).toBe(messages.ar.auth)
    expect(Object.keys(picked.explorables!)).toEqual(['pendulum'])
    expect(Object.keys(pickMessages(messages.en, CHROME_NAMESPACES))).toEqual([...CHROME_NAMESPACES])
    expect(() => pickMessages(messages.en, ['explorables.noSuchThing'])).toThrow('no messages at "explorables.noSuchThing"')
  })
})

describe('compiled messages', () => {
  it('format in the browser without the ICU parser exactly as the source does', async () => {
    const { createTranslator } = await import('use-intl/core')
    const { messages: compiled, sourceMessages } = await import('@/lib/i18n/messages')
    // Plain messages stay strings; messages with arguments are compiled.
    expect(compiled.en.search.placeholder).toBe(sourceMessages.en.search.placeholder)
    expect(typeof compiled.en.search.resultCount).not.toBe('string')
    // Plain data all the way down: React passes it from server components to the islands.
    const plain = (value: unknown): boolean =>
      value === null || typeof value !== 'object' || ((Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype) && Object.values(value).every(plain))
    expect(plain(compiled)).toBe(true)
    for (const [locale, tag] of [['en', 'en-US'], ['ar', 'ar'], ['zh', 'zh-CN']] as const) {
      const t = createTranslator({ locale: tag, messages: compiled[locale], namespace: 'search' })
      // Plural rules of the language ("نتيجة واحدة" for one in Arabic); the number in its digits.
      expect(t('resultCount', { count: 7 })).toMatch(/7|٧/)
      expect(t('resultCount', { count: 1 })).not.toBe(t('resultCount', { count: 7 }))
    }
    const en = createTranslator({ locale: 'en-US', messages: compiled.en, namespace: 'search' })
    expect(en('resultCount', { count: 1 })).toBe('1 result')
    expect(en('resultCount', { count: 7 })).toBe('7 results')
    expect(en('sectionTitle', { page: 'Optics', section: 'Lenses' })).toBe('Optics › Lenses')
  })
})
